import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { API_CSP, apiSecurityHeaders } from './security-headers.js';

describe(apiSecurityHeaders.name, () => {
  let server: Server;
  let base: string;

  beforeAll(() => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(apiSecurityHeaders());
    app.get('/api/v1/state', (_req, res) => void res.json({ email: 'a@b.it' }));
    app.get('/api/v1/listing/logo', (_req, res) => void res.set('Cache-Control', 'public, max-age=3600').send('logo'));
    app.get('/api/docs', (_req, res) => void res.type('html').send('<!doctype html>'));
    app.get('/index.html', (_req, res) => void res.type('html').send('<!doctype html>'));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers data with no-store, nosniff, no referrer, the data CSP and no X-Powered-By', async () => {
    const response = await fetch(`${base}/api/v1/state`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS only when the request came over TLS (here: a trusted proxy says so)', async () => {
    const response = await fetch(`${base}/api/v1/state`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets a public route choose its own caching', async () => {
    expect((await fetch(`${base}/api/v1/listing/logo`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('lets only the product frame the OpenAPI page', async () => {
    const csp = (await fetch(`${base}/api/docs`)).headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('leaves what is not the API to the site’s own headers', async () => {
    const response = await fetch(`${base}/index.html`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
