/**
 * The local run of the whole product on one port: shell, released remotes, /remotes.json, the four
 * domain services under /api, and, as development tools (DEV_TOOLS, off with NODE_ENV=production), the
 * sandboxes (SMTP catcher with the dev mailbox, IP location lookup, identity, places, PSD2, Stripe). State lives in
 * VAR_DIR (default ./var): embedded PostgreSQL data, signing keys, released remotes, caught mail.
 * The API runs in this process, or with API_INSTANCES / API_LAYOUT as processes behind this one
 * (api/serve-api.ts); the site, the database, the mail catcher and the sandboxes stay here, one copy each.
 */
import 'reflect-metadata';
import compression from 'compression';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { databaseOutages, generateSigningKeyPair, redact } from '@tenant/server-kit';
import type { SmtpCatcher } from '@tenant/server-kit/testing';
import { serveApi } from './api/serve-api.js';
import { API_SERVICES } from './api/service-routes.js';
import { assertProductionSettings, ENABLE_BANKING_SANDBOX_PATH, IDENTITY_SANDBOX_PATH, loadRunnerConfig, PLACES_SANDBOX_PATH, providerSandboxes, REPO_ROOT, RunnerConfigError } from './config.js';
import { startEmbeddedDatabase, type RunningDatabase } from './database/embedded-database.js';
import { cdnDir, publishLocalBuilds } from './remotes/remote-releases.js';
import { enableBankingSandboxRouter } from './sandboxes/enable-banking/enable-banking-sandbox.js';
import { sandboxBanks } from './sandboxes/enable-banking/sandbox-banks.js';
import { identitySandboxRouter } from './sandboxes/identity-sandbox.js';
import { ipLocationSandboxRouter } from './sandboxes/ip-location.js';
import { mailboxRouter } from './sandboxes/mailbox-page.js';
import { placesSandboxRouter } from './sandboxes/places-sandbox.js';
import { startStripeSandboxFor } from './sandboxes/stripe.js';
import { loadOrCreateKeyPair } from './signing-keys.js';
import { FRAME_ANCESTORS_MAX_AGE_MS, refreshingList } from './site/frame-ancestors.js';
import { partnerCors } from './site/partner-cors.js';
import { siteOrigins, siteSecurityHeaders } from './site/site-headers.js';
import { staticSiteRouter } from './site/static-site.js';
import { startPartnerDemoSite } from './partner-demo/partner-demo-site.js';
import { startBox } from './start-summary.js';

const log = (line: string) => console.log(`[runner] ${redact(line)}`);

async function main() {
  const config = loadRunnerConfig();
  if (!config.devTools) assertProductionSettings(process.env);
  // The composed services (and API instances, which inherit it) decide on /api/docs by the same setting.
  process.env.DEV_TOOLS = String(config.devTools);
  if (!config.devTools) log('development tools are off: no mailbox, sandboxes, OpenAPI UI or partner demo site');
  mkdirSync(config.varDir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];

  let database: RunningDatabase | undefined;
  if (!config.databaseUrl) {
    database = await startEmbeddedDatabase(join(config.varDir, 'postgres'), log);
    stops.push(() => database!.stop());
    process.env.DATABASE_URL = database.url;
    // without its credentials: user@host reads as an e-mail address to the log's redaction
    const at = new URL(database.url);
    log(`embedded PostgreSQL at postgres://${at.host}${at.pathname} (user and password ${at.username}; data in ${join(config.varDir, 'postgres')})`);
  }

  let catcher: SmtpCatcher | undefined;
  if (config.devTools && !config.smtpUrl) {
    // loaded only here: a production start (no development tools) never loads the test kit
    const { startSmtpCatcher } = await import('@tenant/server-kit/testing');
    catcher = await startSmtpCatcher({
      port: config.smtpCatcherPort,
      storeFile: join(config.varDir, 'mailbox.jsonl'),
      // the mailbox shows the mail; the log says only that one came (recipients and bodies are personal data)
      onMail: (mail) => log(`mail caught: ${mail.subject} (read it at ${config.publicUrl}/dev/mailbox)`),
    });
    stops.push(() => catcher!.close());
    process.env.SMTP_URL = catcher.url;
    log(`SMTP catcher at ${catcher.url}; mailbox at ${config.publicUrl}/dev/mailbox`);
  }

  const keysDir = join(config.varDir, 'keys');
  const auth = await loadOrCreateKeyPair(
    keysDir,
    'auth',
    { privateKey: process.env.AUTH_PRIVATE_KEY, publicKey: process.env.AUTH_PUBLIC_KEY },
    generateSigningKeyPair,
  );
  const report = await loadOrCreateKeyPair(
    keysDir,
    'report-signing',
    { privateKey: process.env.REPORT_SIGNING_PRIVATE_KEY, publicKey: process.env.REPORT_SIGNING_PUBLIC_KEY },
    generateSigningKeyPair,
  );
  Object.assign(process.env, {
    AUTH_PRIVATE_KEY: auth.privateKey,
    AUTH_PUBLIC_KEY: auth.publicKey,
    REPORT_SIGNING_PRIVATE_KEY: report.privateKey,
    REPORT_SIGNING_PUBLIC_KEY: report.publicKey,
    PUBLIC_URL: config.publicUrl,
  });

  // Without development tools every provider is configured (loadRunnerConfig refused otherwise): no sandbox.
  const sandboxes = config.devTools ? providerSandboxes(config) : { identity: null, places: null, psd2: null, env: {} };
  Object.assign(process.env, sandboxes.env);
  if (sandboxes.identity) log(`identity provider sandbox at ${config.publicUrl}${IDENTITY_SANDBOX_PATH}`);
  if (sandboxes.places) log(`places API sandbox at ${config.publicUrl}${PLACES_SANDBOX_PATH}`);
  if (sandboxes.psd2) log(`PSD2 provider (Enable Banking) sandbox at ${config.publicUrl}${ENABLE_BANKING_SANDBOX_PATH}`);

  const stripe = config.devTools ? await startStripeSandboxFor(config) : null;
  if (stripe) {
    stops.push(() => stripe.close());
    Object.assign(process.env, stripe.env);
    log(`Stripe sandbox at ${stripe.apiUrl} (no STRIPE_SECRET_KEY): test cards 4242 4242 4242 4242, 4000 0000 0000 0002, 4000 0025 0000 3155`);
  }

  const remotesMapFile = config.remotesMapFile ?? join(config.varDir, 'remotes.json');
  if (!config.remotesMapFile) publishLocalBuilds(config.varDir, remotesMapFile, log);

  const api = await serveApi(config.apiLayout === 'services' ? { kind: 'services', perService: config.apiInstances } : { kind: 'composed', instances: config.apiInstances }, log);
  stops.unshift(() => api.stop());
  const app = api.app;
  app.use(compression());
  // The browser-facing routers never see /api: the API's hot paths skip their file-system lookups.
  const partnerOrigins = config.appConfig.partnerOrigins ?? [];
  const frameAncestors = refreshingList(async () => [...partnerOrigins, ...(await api.companySiteOrigins())], {
    maxAgeMs: FRAME_ANCESTORS_MAX_AGE_MS,
    fallback: partnerOrigins,
    // a database outage is logged once, by the outage log; any other failure here
    onError: (error) => {
      if (!databaseOutages.record(error)) log(`partner sites for frame-ancestors: ${String(error)}`);
    },
  });
  const site = Router();
  // first, so that every page of the site, the dev and sandbox pages included, carries the headers
  site.use(siteSecurityHeaders({ origins: siteOrigins(remotesMapFile, [process.env.STRIPE_JS_URL, config.appConfig.ipLocationUrl]), frameAncestors }));
  if (catcher) site.use(mailboxRouter(catcher));
  if (config.devTools) site.use(ipLocationSandboxRouter({ defaultCountry: config.ipLocationSandboxCountry }));
  if (sandboxes.identity) site.use(IDENTITY_SANDBOX_PATH, identitySandboxRouter(sandboxes.identity));
  if (sandboxes.places) site.use(PLACES_SANDBOX_PATH, placesSandboxRouter(sandboxes.places));
  if (sandboxes.psd2) site.use(ENABLE_BANKING_SANDBOX_PATH, enableBankingSandboxRouter({ ...sandboxes.psd2, banks: sandboxBanks() }));
  // What no development tool answers there is a 404, never the shell's client-side fallback.
  site.use(['/dev', '/sandbox'], (_req: Request, res: Response) => void res.status(404).end());
  // Partner pages (and only they) may call the API and read the remotes map from their own origins.
  app.use(partnerCors(frameAncestors));
  site.use(staticSiteRouter({ shellDir: join(REPO_ROOT, 'shell', 'dist'), cdnDir: cdnDir(config.varDir), remotesMapFile, appConfig: config.appConfig }));
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path === '/api' || req.path.startsWith('/api/') ? next() : site(req, res, next),
  );
  await api.listen(config.port, config.host);
  stops.unshift(() => api.close());

  const apiAt = `${config.publicUrl}/api`;
  const apiProcesses = config.apiLayout === 'services' || config.apiInstances > 1 ? ', balanced over the api instances above' : '';
  log(`API (${API_SERVICES.join(', ')}) at ${apiAt}${apiProcesses}${config.devTools ? `; OpenAPI UI at ${apiAt}/docs` : ''}`);

  let partnerDemoUrl: string | undefined;
  if (config.partnerDemo) {
    const partnerDemo = await startPartnerDemoSite({
      port: config.partnerDemo.port,
      host: config.host,
      distDir: join(REPO_ROOT, 'tools', 'partner-demo', 'dist'),
      productUrl: config.publicUrl,
      partnerUrl: config.partnerDemo.publicUrl,
      allowedOrigins: frameAncestors,
      onError: (error) => log(`partner demo site not started: ${error.message}`),
    });
    if (partnerDemo) {
      stops.unshift(() => partnerDemo.close());
      partnerDemoUrl = config.partnerDemo.publicUrl;
      log(`partner demo site (report remote only) at ${partnerDemoUrl}`);
    }
  }

  log(`the product is running at ${config.publicUrl}`);
  for (const line of startBox({ productUrl: config.publicUrl, mailboxUrl: catcher && `${config.publicUrl}/dev/mailbox`, partnerDemoUrl })) console.log(line);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const fn of stops) await fn().catch((e: unknown) => log(`stop: ${String(e)}`));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof RunnerConfigError ? `[runner] not started: ${error.message}` : error);
  process.exit(1);
});
