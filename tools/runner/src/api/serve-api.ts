import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import { parseTrustProxy } from '@tenant/server-kit';
import { apiBalancer } from './api-balancer.js';
import { startApiInstances, type ApiLayout } from './api-instances.js';

/** The API as the runner's main mounts the site around it and listens. */
export interface ServedApi {
  /** where the site's middleware goes, in front of /api */
  app: { use(handler: (req: Request, res: Response, next: NextFunction) => void): unknown };
  companySiteOrigins(): Promise<string[]>;
  listen(port: number, host: string): Promise<void>;
  /** stops taking requests */
  close(): Promise<void>;
  /** stops the API instances (after close) */
  stop(): Promise<void>;
}

/**
 * The API in this process (one Nest app, the site mounted around it), or the processes of `layout`
 * behind an Express app here that serves the site and balances /api between them.
 */
export async function serveApi(layout: ApiLayout, log: (line: string) => void): Promise<ServedApi> {
  if (layout.kind === 'composed' && layout.instances <= 1) {
    // loaded only here: with API instances the runner's process does not load the services' modules
    const [{ createApiApp }, { ListingsService }] = await Promise.all([import('./create-api-app.js'), import('@tenant/service-onboarding')]);
    const app = await createApiApp();
    const listings = app.get(ListingsService);
    return {
      app,
      companySiteOrigins: () => listings.companySiteOrigins(),
      listen: async (port, host) => void (await app.listen(port, host)),
      close: () => app.close(),
      stop: async () => undefined,
    };
  }
  const running = await startApiInstances(layout, { log });
  const app = express();
  app.disable('x-powered-by');
  // the site's answers tell a TLS request (HSTS) by X-Forwarded-Proto from a trusted hop, as the API does
  app.set('trust proxy', parseTrustProxy(process.env.TRUST_PROXY));
  let server: Server | undefined;
  return {
    app,
    companySiteOrigins: () => running.companySiteOrigins(),
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        // after the site's middleware, which passes only /api on
        app.use(apiBalancer(() => running.instances));
        server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve()));
      }),
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
    stop: () => running.stop(),
  };
}
