import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AppConfigFile } from '@tenant/contracts';
import { readRemotesMap } from '../remotes/remote-releases.js';

const HASHED = /\.[0-9a-f]{8,}\./;
/** Paths a pre-rendered page can exist for: lower-case segments, nothing that could leave the folder. */
const PRERENDERABLE = /^(?:\/[a-z0-9-]+)+$/;

/** The shell's mark of a cookie choice made (COOKIE_CONSENT_MARK of shell/src/layout/cookie-consent). */
const CONSENT_MARK = /(?:^|;\s*)cookie_consent_decided=/;

/**
 * The page shell/prerender wrote for this path (the first screen's HTML, issue 22), only without a
 * query: a query (a listing, an invitation, a resume link) changes what the first screen shows; and
 * only to a visitor who has not yet chosen their cookies: the pre-rendered page shows the banner.
 */
export const prerenderedPage = (shellDir: string, path: string, query: string, cookieHeader = ''): string | null => {
  if (query || !PRERENDERABLE.test(path) || CONSENT_MARK.test(cookieHeader)) return null;
  const file = join(shellDir, 'prerendered', `${path}.html`);
  return existsSync(file) ? file : null;
};
/** Entry points of a release must be revalidated; content-hashed chunks never change. */
const cacheHeaders = (res: express.Response, path: string) => {
  const file = basename(path);
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * The browser-facing part of the product: /remotes.json (read on every request, so a release is
 * live at once), /app-config.json (the shell's runtime settings from the environment), the released
 * remotes under /remotes/, and the shell with its SPA fallback (a pre-rendered page where the build wrote one). The caller mounts the site's headers
 * (siteSecurityHeaders: the CSP with its frame-ancestors) in front of it and of the dev pages beside it.
 */
export function staticSiteRouter(options: {
  shellDir: string;
  cdnDir: string;
  remotesMapFile: string;
  appConfig?: AppConfigFile;
}): Router {
  const router = Router();
  router.get('/app-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options.appConfig ?? {});
  });
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(readRemotesMap(options.remotesMapFile));
  });
  router.use('/remotes', express.static(options.cdnDir, { setHeaders: cacheHeaders, fallthrough: false }));
  router.use(express.static(options.shellDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = join(options.shellDir, 'index.html');
  // Client-side routes get the shell; a missing asset (a path with a file extension) stays a 404,
  // so a broken remote URL fails cleanly instead of parsing HTML as JavaScript.
  router.get(/^\/(?!api\/|api$|dev\/)(?:[^.]*|.*\/[^/.]*)$/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    res.sendFile(prerenderedPage(options.shellDir, req.path, query, req.headers.cookie) ?? indexHtml);
  });
  return router;
}
