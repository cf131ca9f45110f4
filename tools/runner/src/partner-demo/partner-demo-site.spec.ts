import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPartnerDemoSite } from './partner-demo-site.js';

describe(startPartnerDemoSite.name, () => {
  const distDir = mkdtempSync(join(tmpdir(), 'partner-demo-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>partner</title>');

  it('serves the partner page and tells it where the product is', async () => {
    const site = await startPartnerDemoSite({ port: 0, host: '127.0.0.1', distDir, productUrl: 'http://localhost:4200', onError: () => undefined });
    try {
      await expect((await fetch(`${site!.url}/partner-config.json`)).json()).resolves.toEqual({ productUrl: 'http://localhost:4200' });
      await expect((await fetch(`${site!.url}/any/page`)).text()).resolves.toContain('<title>partner</title>');
    } finally {
      await site?.close();
    }
  });

  it('gives up without harming the product when its port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const errors: string[] = [];
    try {
      const port = (blocker.address() as { port: number }).port;
      await expect(startPartnerDemoSite({ port, host: '127.0.0.1', distDir, productUrl: 'http://localhost:4200', onError: (e) => errors.push(e.message) })).resolves.toBeNull();
      expect(errors).toEqual([expect.stringContaining('EADDRINUSE')]);
    } finally {
      blocker.close();
    }
  });
});
