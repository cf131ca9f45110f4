import express from 'express';
import type { AddressInfo } from 'node:net';
import { HEADER_APPLICATION_TYPE, HEADER_DEVICE_ID, HEADER_REGION } from '@tenant/domain';
import { partnerCors } from './partner-cors.js';

describe(partnerCors.name, () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(partnerCors(() => ['https://partner.example']));
    app.get('/api/v1/openapis/verify-qr-code', (_req, res) => res.json({ success: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  it('lets a partner origin read answers and pass its preflight', async () => {
    const answer = await fetch(`${base}/api/v1/openapis/verify-qr-code`, { headers: { origin: 'https://partner.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const preflight = await fetch(`${base}/api/v1/openapis/verify-qr-code`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-headers': `${HEADER_APPLICATION_TYPE}, ${HEADER_REGION}` },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(HEADER_APPLICATION_TYPE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(HEADER_REGION);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(HEADER_DEVICE_ID);
    // no cookies: partner pages make only public calls
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives any other origin no CORS headers', async () => {
    const answer = await fetch(`${base}/api/v1/openapis/verify-qr-code`, { headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/api/v1/openapis/verify-qr-code`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
