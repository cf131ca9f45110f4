import express from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';

/**
 * The partner demo site (tools/partner-demo/dist) on its own port, hence its own origin: it learns
 * where the product is from /partner-config.json and loads the report remote from the product.
 */
export async function startPartnerDemoSite(options: {
  port: number;
  host: string;
  distDir: string;
  productUrl: string;
  onError: (error: Error) => void;
}): Promise<{ url: string; close(): Promise<void> } | null> {
  if (!existsSync(join(options.distDir, 'index.html'))) return null;
  const app = express();
  app.disable('x-powered-by');
  app.get('/partner-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ productUrl: options.productUrl });
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
