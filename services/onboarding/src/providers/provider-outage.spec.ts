import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PROVIDER_RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import { eventually, startProviderStandIn, type OutageProxy, type ProviderStandIn } from '@tenant/server-kit/testing';
import type { RequestListener } from 'node:http';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { PROVIDER_MESSAGES } from './provider-errors.js';

/**
 * The identity and places providers down (issue 18), over real sockets: refused (the outage proxy
 * cut), silent (stalled) or answering 500. The applicant's calls answer 503 with Retry-After and the
 * screens' "not reachable, try again" key, each provider's outage is one log line, and the calls
 * work again once the provider is back.
 */
describe('identity and address provider outages', () => {
  let failing = false;
  /** both providers' APIs in one small server: a places autocomplete and a WebID-style ident */
  const handle: RequestListener = (request, response) => {
    response.setHeader('content-type', 'application/json');
    if (failing) {
      response.writeHead(500).end('{"error":"internal"}');
    } else if (request.url?.startsWith('/maps/api/place/autocomplete/json')) {
      response.end(JSON.stringify({ status: 'OK', predictions: [{ place_id: 'p1', description: 'Via Roma 1, Milano', structured_formatting: { main_text: 'Via Roma 1' }, types: ['street_address'] }] }));
    } else if (request.url === '/api/v1/idents' && request.method === 'POST') {
      response.end(JSON.stringify({ ident_id: 'ident-1', ident_url: 'https://ident.example/ident-1', state: 'CREATED' }));
    } else {
      response.writeHead(404).end('{}');
    }
  };
  let standIn: ProviderStandIn;
  let proxy: OutageProxy;
  let sut: OnboardingTestApp;
  let base: string;
  let maria: SignedInApplicant;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const errors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    standIn = await startProviderStandIn(handle);
    proxy = standIn.proxy;
    sut = await startOnboardingTestApp({
      // a short bound, so the test does not wait 10 s for a provider that never answers
      environment: { PLACES_API_URL: standIn.url, IDENTITY_PROVIDER_URL: standIn.url, IDENTITY_PROVIDER_API_KEY: 'test-key', PROVIDER_TIMEOUT_MS: '500' },
    });
    base = `http://127.0.0.1:${(sut.app.getHttpServer().address() as { port: number }).port}`;
    maria = await signedInApplicant(sut.app, { email: 'maria.provider-outage@example.it' });
  });

  afterAll(async () => {
    proxy?.restore();
    await sut?.close();
    await standIn?.close();
    jest.restoreAllMocks();
  });

  const linesMatching = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) => spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
  const searchAddress = () => fetch(`${base}/api/v1/openapis/addresses?text=Via%20Roma&countryCode=IT&lang=it`, { headers: { authorization: maria.authorization } });
  const startIdent = () => fetch(`${base}/api/v1/identity-verification/start-verification?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } });
  const expectUnavailable = async (answer: Response) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_SECONDS));
    await expect(answer.json()).resolves.toEqual({ success: false, message: PROVIDER_MESSAGES.failed });
  };

  it('answers the address search with 503 and Retry-After while the places API refuses, hangs or fails, and searches again once it is back', async () => {
    expect((await searchAddress()).status).toBe(200);
    proxy.cut();
    for (const answer of await Promise.all([searchAddress(), searchAddress(), searchAddress()])) await expectUnavailable(answer);
    proxy.stall();
    await expectUnavailable(await searchAddress());
    proxy.restore();
    failing = true;
    await expectUnavailable(await searchAddress());
    failing = false;
    expect(linesMatching(warnings, /^places unavailable/)).toBe(1);

    const again = await eventually(async () => {
      const answer = await searchAddress();
      return answer.status === 200 && answer;
    });
    await expect(again.json()).resolves.toMatchObject({ success: true });
  });

  it('answers the identity verification’s start with 503 and Retry-After while the ident API is down, and starts it once it is back', async () => {
    failing = true;
    await expectUnavailable(await startIdent());
    await expectUnavailable(await startIdent());
    failing = false;
    proxy.stall();
    await expectUnavailable(await startIdent());
    proxy.restore();
    expect(linesMatching(warnings, /^identity unavailable/)).toBe(1);

    // the connections the provider dropped fail once more at most: it serves again by itself
    const again = await eventually(async () => {
      const answer = await startIdent();
      return answer.status === 200 && answer;
    });
    await expect(again.json()).resolves.toMatchObject({ success: true, verification_url: 'https://ident.example/ident-1' });
    expect(errors).not.toHaveBeenCalled();
  });
});
