import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productUrlFor, startPartnerDemoSite } from './partner-demo-site.js';

describe(startPartnerDemoSite.name, () => {
  const distDir = mkdtempSync(join(tmpdir(), 'partner-demo-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>partner</title>');

  const start = (allowed: string[], port = 0) =>
    startPartnerDemoSite({ port, host: '127.0.0.1', distDir, productUrl: 'http://localhost:4200', partnerUrl: 'http://127.0.0.1:4210', allowedOrigins: () => allowed, onError: () => undefined });

  it('serves the partner page and tells it where the product is and that its origin is a partner', async () => {
    const allowed: string[] = [];
    const site = await start(allowed);
    try {
      allowed.push(new URL(site!.url).origin);
      await expect((await fetch(`${site!.url}/partner-config.json`)).json()).resolves.toEqual({ productUrl: 'http://localhost:4200', allowed: true, partnerUrl: 'http://127.0.0.1:4210' });
      await expect((await fetch(`${site!.url}/any/page`)).text()).resolves.toContain('<title>partner</title>');
    } finally {
      await site?.close();
    }
  });

  it('tells a page opened under an origin the partner list does not allow that it is not, instead of failing later', async () => {
    const site = await start(['http://127.0.0.1:1']);
    try {
      await expect((await fetch(`${site!.url}/partner-config.json`)).json()).resolves.toMatchObject({ allowed: false, partnerUrl: 'http://127.0.0.1:4210' });
    } finally {
      await site?.close();
    }
  });

  it('points a page opened by a host name at the product on that host when the product runs on this machine', () => {
    expect(productUrlFor('http://localhost:4200', 'demo.lan')).toBe('http://demo.lan:4200');
    expect(productUrlFor('http://localhost:4200/', '127.0.0.1')).toBe('http://localhost:4200');
    expect(productUrlFor('https://app.example.com', 'partner.example')).toBe('https://app.example.com');
  });

  it('gives up without harming the product when its port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const errors: string[] = [];
    try {
      const port = (blocker.address() as { port: number }).port;
      await expect(startPartnerDemoSite({ port, host: '127.0.0.1', distDir, productUrl: 'http://localhost:4200', partnerUrl: 'http://127.0.0.1:4210', allowedOrigins: () => [], onError: (e) => errors.push(e.message) })).resolves.toBeNull();
      expect(errors).toEqual([expect.stringContaining('EADDRINUSE')]);
    } finally {
      blocker.close();
    }
  });
});
