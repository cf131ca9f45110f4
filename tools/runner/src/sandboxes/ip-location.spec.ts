import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IP_LOCATION_SANDBOX_PATH } from '../config.js';
import { ipLocationSandboxRouter } from './ip-location.js';

describe(ipLocationSandboxRouter.name, () => {
  let server: Server;
  let url: string;

  beforeAll(() => {
    server = express().use(ipLocationSandboxRouter({ defaultCountry: 'IT' })).listen(0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${IP_LOCATION_SANDBOX_PATH}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers in the ipapi shape with the configured country for an unknown address', async () => {
    const response = await fetch(url);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({ ip: expect.stringContaining('127.0.0.1'), country_code: 'IT', country_name: 'Italy' });
  });

  it.each([
    ['198.51.100.7', 'DE', 'Germany'],
    ['203.0.113.9, 10.0.0.1', 'FR', 'France'],
    ['192.0.2.1', 'IT', 'Italy'],
  ])('places the documentation address %s in %s', async (address, country_code, country_name) => {
    const response = await fetch(url, { headers: { 'x-forwarded-for': address } });
    await expect(response.json()).resolves.toEqual({ ip: address.split(',')[0], country_code, country_name });
  });
});
