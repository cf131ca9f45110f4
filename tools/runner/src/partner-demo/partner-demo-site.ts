import express from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { isLoopbackHost } from '../config.js';

/** What the partner page learns from /partner-config.json (tools/partner-demo/src/report-remote.ts reads it). */
export interface PartnerDemoPageConfig {
  /** where the page finds the product, as the browser that opened the page reaches it */
  productUrl: string;
  /** whether the page's own origin is on the product's partner list (else the product's API refuses it) */
  allowed: boolean;
  /** the demo's configured address, which is on the list */
  partnerUrl: string;
}

/**
 * The product as a browser that opened the page under `pageHost` reaches it: a product on this
 * machine (a loopback address) is on the same host the page was opened by, whatever its name.
 */
export const productUrlFor = (productUrl: string, pageHost: string): string => {
  const product = new URL(productUrl);
  if (!isLoopbackHost(product.hostname) || isLoopbackHost(pageHost)) return productUrl.replace(/\/+$/, '');
  product.hostname = pageHost;
  return product.origin;
};

/**
 * The partner demo site (tools/partner-demo/dist) on its own port, hence its own origin: it learns
 * where the product is from /partner-config.json and loads the report remote from the product. It
 * works from any origin the product's partner list allows, and tells the page when its origin is not.
 */
export async function startPartnerDemoSite(options: {
  port: number;
  host: string;
  distDir: string;
  productUrl: string;
  /** the demo's configured public address */
  partnerUrl: string;
  /** the product's partner origins (PARTNER_ORIGINS, the companies' sites, the demo) as CORS allows them now */
  allowedOrigins: () => string[];
  onError: (error: Error) => void;
}): Promise<{ url: string; close(): Promise<void> } | null> {
  if (!existsSync(join(options.distDir, 'index.html'))) return null;
  const app = express();
  app.disable('x-powered-by');
  app.get('/partner-config.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const pageOrigin = new URL(`${req.protocol}://${req.get('host') ?? req.hostname}`).origin;
    const config: PartnerDemoPageConfig = {
      productUrl: productUrlFor(options.productUrl, req.hostname),
      allowed: options.allowedOrigins().includes(pageOrigin),
      partnerUrl: options.partnerUrl,
    };
    res.json(config);
  });
  app.use(express.static(options.distDir, { index: false }));
  app.get(/^\/[^.]*$/, (_req, res) => res.sendFile(join(options.distDir, 'index.html')));
  // A taken port costs the demo, never the product.
  const server: Server | null = await new Promise((resolve) => {
    // Express 5 calls back with the error when listening fails.
    const listening = app.listen(options.port, options.host, (error?: Error) => {
      if (!error) return resolve(listening);
      options.onError(error);
      resolve(null);
    });
  });
  if (!server) return null;
  const { port } = server.address() as { port: number };
  return { url: `http://${options.host}:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
