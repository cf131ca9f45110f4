/**
 * The site alone, for the production layout (README: Production layout): the shell with its SPA
 * fallback, /app-config.json, /remotes.json and, when no CDN serves them, the remotes built into the
 * image. No database, no API (the ingress sends /api to the services), no mail catcher or sandboxes.
 * Frames are allowed to PARTNER_ORIGINS only: this process reads no company data, so its pages never
 * wait on the database. GET /health answers the load balancer.
 */
import compression from 'compression';
import express from 'express';
import { parseTrustProxy } from '@tenant/server-kit';
import { join } from 'node:path';
import { loadRunnerConfig, REPO_ROOT } from './config.js';
import { cdnDir, publishLocalBuilds } from './remotes/remote-releases.js';
import { siteOrigins, siteSecurityHeaders } from './site/site-headers.js';
import { staticSiteRouter } from './site/static-site.js';

const log = (line: string) => console.log(`[site] ${line}`);

const config = loadRunnerConfig();
// REMOTES_MAP_FILE: the operators' map pointing at the CDN; unset, the remotes of the image are served from VAR_DIR
const remotesMapFile = config.remotesMapFile ?? join(config.varDir, 'remotes.json');
if (!config.remotesMapFile) publishLocalBuilds(config.varDir, remotesMapFile, log);
const partnerOrigins = config.appConfig.partnerOrigins ?? [];

const app = express();
app.disable('x-powered-by');
// behind the ingress, X-Forwarded-Proto from a trusted hop tells a TLS request (HSTS)
app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY));
app.get('/health', (_req, res) => void res.json({ success: true, service: 'site' }));
app.use(compression());
app.use(siteSecurityHeaders({ origins: siteOrigins(remotesMapFile, [process.env.STRIPE_JS_URL, config.appConfig.ipLocationUrl]), frameAncestors: () => partnerOrigins }));
app.use(staticSiteRouter({ shellDir: join(REPO_ROOT, 'shell', 'dist'), cdnDir: cdnDir(config.varDir), remotesMapFile, appConfig: config.appConfig }));
const server = app.listen(config.port, config.host, () => log(`the site is running at ${config.publicUrl} (port ${config.port})`));
// Graceful: no new connections, the answers in flight finish.
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
