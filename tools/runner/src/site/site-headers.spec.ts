import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { writeRemotesMap } from '../remotes/remote-releases.js';
import { siteOrigins, siteSecurityHeaders } from './site-headers.js';
import { staticSiteRouter } from './static-site.js';

const directive = (response: Response, name: string) =>
  response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((d) => d.startsWith(`${name} `));

describe(siteSecurityHeaders.name, () => {
  let server: Server;
  let base: string;

  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'site-headers-'));
    const shellDir = join(dir, 'shell');
    const cdn = join(dir, 'cdn');
    mkdirSync(shellDir);
    mkdirSync(join(cdn, 'mfe-report', '1.0.0'), { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(cdn, 'mfe-report', '1.0.0', 'remoteEntry.0123abcd.js'), 'console.log(1)');
    const mapFile = join(dir, 'remotes.json');
    writeRemotesMap(mapFile, { mfe_report: '/remotes/mfe-report/1.0.0/mf-manifest.json', mfe_income: 'https://cdn.example/mfe-income/2.0.0/mf-manifest.json' });
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(siteSecurityHeaders({ origins: siteOrigins(mapFile, ['http://127.0.0.1:4545/js/stripe.js', '/sandbox/ip-location/json']), frameAncestors: () => ['https://partner.example'] }));
    app.use(staticSiteRouter({ shellDir, cdnDir: cdn, remotesMapFile: mapFile }));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ['a page', '/en/apply/1001'],
    ['a remote bundle', '/remotes/mfe-report/1.0.0/remoteEntry.0123abcd.js'],
  ])('sends %s with nosniff, a referrer policy, no X-Powered-By and the site’s CSP', async (_what, path) => {
    const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull(); // frame-ancestors decides: partners frame the product
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(directive(response, 'frame-ancestors')).toBe("frame-ancestors 'self' https://partner.example");
    // scripts only from the product (its CDN, the local Stripe.js stand-in) and Stripe; nothing inline or evaluated
    expect(directive(response, 'script-src')).toBe("script-src 'self' https://cdn.example http://127.0.0.1:4545 https://js.stripe.com https://*.js.stripe.com");
    expect(directive(response, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(response, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(response, 'object-src')).toBe("object-src 'none'");
  });

  it('adds HSTS when the page came over TLS', async () => {
    const response = await fetch(`${base}/en/apply/1001`, { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
