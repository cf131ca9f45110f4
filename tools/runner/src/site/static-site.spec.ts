import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { writeRemotesMap } from '../remotes/remote-releases.js';
import { FRAME_ANCESTORS_MAX_AGE_MS, refreshingList } from './frame-ancestors.js';
import { siteSecurityHeaders } from './site-headers.js';
import { staticSiteRouter } from './static-site.js';

const frameAncestorsOf = (response: Response) =>
  response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('frame-ancestors'));

describe(staticSiteRouter.name, () => {
  let server: Server;
  let base: string;
  let mapFile: string;
  let shellDir: string;
  let cdn: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-site-'));
    shellDir = join(dir, 'shell');
    cdn = join(dir, 'cdn');
    mkdirSync(shellDir);
    mkdirSync(join(cdn, 'mfe-report', '1.0.0'), { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
    mkdirSync(join(shellDir, 'prerendered', 'de', 'fill'), { recursive: true });
    writeFileSync(join(shellDir, 'prerendered', 'de', 'fill', 'occupation.html'), '<!doctype html><title>pre-rendered</title>');
    writeFileSync(join(cdn, 'mfe-report', '1.0.0', 'mf-manifest.json'), '{}');
    mapFile = join(dir, 'remotes.json');
    writeRemotesMap(mapFile, { mfe_report: '/remotes/mfe-report/1.0.0/mf-manifest.json' });
    const app = express();
    app.use(siteSecurityHeaders({ frameAncestors: () => ['https://partner.example'] }));
    app.use(staticSiteRouter({ shellDir, cdnDir: cdn, remotesMapFile: mapFile, appConfig: { inactivityTimeoutSeconds: 7 } }));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('serves a page and a bundle while the partner list’s database does not answer', async () => {
    const app = express();
    const frameAncestors = refreshingList(() => new Promise<string[]>(() => undefined), {
      maxAgeMs: FRAME_ANCESTORS_MAX_AGE_MS,
      fallback: ['https://configured.example'],
      onError: () => undefined,
    });
    app.use(siteSecurityHeaders({ frameAncestors }));
    app.use(staticSiteRouter({ shellDir, cdnDir: cdn, remotesMapFile: mapFile }));
    const stuck = app.listen(0);
    const url = `http://127.0.0.1:${(stuck.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${url}/en/apply/1001`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(frameAncestorsOf(page)).toBe("frame-ancestors 'self' https://configured.example");
      expect((await fetch(`${url}/remotes/mfe-report/1.0.0/mf-manifest.json`)).status).toBe(200);
      expect((await fetch(`${url}/main.0123abcd.js`)).status).toBe(200);
    } finally {
      await new Promise<void>((done) => stuck.close(() => done()));
    }
  });

  it('serves the remotes map fresh on every request', async () => {
    const first = await fetch(`${base}/remotes.json`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    await expect(first.json()).resolves.toEqual({ mfe_report: '/remotes/mfe-report/1.0.0/mf-manifest.json' });
    writeRemotesMap(mapFile, { mfe_report: '/remotes/mfe-report/2.0.0/mf-manifest.json' });
    await expect((await fetch(`${base}/remotes.json`)).json()).resolves.toEqual({ mfe_report: '/remotes/mfe-report/2.0.0/mf-manifest.json' });
  });

  it('serves the shell’s runtime settings at /app-config.json', async () => {
    const response = await fetch(`${base}/app-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.json()).resolves.toEqual({ inactivityTimeoutSeconds: 7 });
  });

  it('serves released remotes, and a missing remote file is a 404', async () => {
    expect((await fetch(`${base}/remotes/mfe-report/1.0.0/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/mfe-report/9.9.9/mf-manifest.json`)).status).toBe(404);
  });

  it('answers client-side routes with the shell, but never a missing script', async () => {
    const page = await fetch(`${base}/it/fill/occupation`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    await expect(page.text()).resolves.toContain('<title>shell</title>');
    expect((await fetch(`${base}/main.0123abcd.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/main.deadbeef.js`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('answers a path the build pre-rendered with that page, but the shell when a query changes the first screen', async () => {
    const text = async (path: string) => (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).text();
    await expect(text('/de/fill/occupation')).resolves.toContain('<title>pre-rendered</title>');
    await expect(text('/de/fill/occupation?listing_id=1001')).resolves.toContain('<title>shell</title>');
    await expect(text('/de/fill/personal-details')).resolves.toContain('<title>shell</title>');
    await expect(text('/de/fill/occupation.html')).resolves.not.toContain('<title>pre-rendered</title>');
  });

  it('answers a visitor who has chosen their cookies with the shell: the pre-rendered page shows the cookie banner', async () => {
    const page = await fetch(`${base}/de/fill/occupation`, { headers: { accept: 'text/html', cookie: 'theme=x; cookie_consent_decided=1' } });
    await expect(page.text()).resolves.toContain('<title>shell</title>');
  });

  it.each(['/it/fill/occupation', '/index.html'])('lets only the product and the partner sites frame %s', async (path) => {
    const page = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(frameAncestorsOf(page)).toBe("frame-ancestors 'self' https://partner.example");
  });

  it('lets only the product frame its shell when no partner site is known', async () => {
    const app = express();
    app.use(siteSecurityHeaders({}));
    app.use(staticSiteRouter({ shellDir: join(mapFile, '..', 'shell'), cdnDir: join(mapFile, '..', 'cdn'), remotesMapFile: mapFile }));
    const bare = app.listen(0);
    try {
      const page = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/it/fill/occupation`, { headers: { accept: 'text/html' } });
      expect(frameAncestorsOf(page)).toBe("frame-ancestors 'self'");
    } finally {
      await new Promise<void>((done) => bare.close(() => done()));
    }
  });
});
