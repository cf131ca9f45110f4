import { expect, test, type APIResponse } from '@playwright/test';
import { issueSession } from '../support/sessions.js';

const directive = (response: APIResponse, name: string) => {
  const policy = response.headers()['content-security-policy'];
  return policy?.split('; ').find((d) => d.startsWith(`${name} `));
};

const expectCommonHeaders = (response: APIResponse) => {
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
  expect(response.headers()['x-powered-by']).toBeUndefined();
};

/**
 * The headers of the product as `npm start` composes it (issue 21): the site's pages, its remote
 * bundles and its dev pages, and the API's personal data and OpenAPI page. The header rules
 * themselves are tested in server-kit (security-headers.spec) and the runner (site-headers.spec).
 */
test.describe('security headers', () => {
  test('a page and a remote bundle: the site’s CSP (own origins and Stripe, partners may frame)', async ({ request }) => {
    const page = await request.get('/en/apply/1001', { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    expectCommonHeaders(page);
    expect(directive(page, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(page, 'script-src')).not.toContain('unsafe');
    expect(directive(page, 'frame-ancestors')).toMatch(/^frame-ancestors 'self' /);

    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const bundle = await request.get(remotes.mfe_report!);
    expect(bundle.status()).toBe(200);
    expectCommonHeaders(bundle);
    expect(directive(bundle, 'frame-ancestors')).toBe(directive(page, 'frame-ancestors'));
  });

  test('the dev mailbox and the OpenAPI page may be framed by the product only', async ({ request }) => {
    for (const path of ['/dev/mailbox', '/api/docs']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response);
      expect(directive(response, 'frame-ancestors'), path).toMatch(/^frame-ancestors 'self'/);
    }
    expect(directive(await request.get('/api/docs'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  test('an API answer with personal data is never stored and loads nothing', async ({ request }) => {
    const session = await issueSession();
    const state = await request.get(`/api/v1/state?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(state.status()).toBe(200);
    expect(await state.text()).toContain(session.email);
    expectCommonHeaders(state);
    expect(state.headers()['cache-control']).toBe('no-store');
    expect(directive(state, 'default-src')).toBe("default-src 'none'");
    expect(directive(state, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
