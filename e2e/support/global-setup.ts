import { createWriteStream } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { ensureChromium } from './chromium.js';
import { freePort, newVarDir, saveProduct, startProduct } from './product.js';

/**
 * Starts the product as `npm start` does, on a free port with a fresh state folder and a fresh
 * database: on the machine's PostgreSQL when DATABASE_URL is set, else the runner's embedded one.
 */
export default async function globalSetup() {
  ensureChromium();
  const port = await freePort();
  const partnerDemoPort = await freePort();
  // 127.0.0.1 rather than localhost: another origin than the product's, as a partner's site is.
  const partnerDemoUrl = `http://127.0.0.1:${partnerDemoPort}`;
  const varDir = newVarDir();
  let databaseUrl: string | null = null;
  if (process.env.DATABASE_URL) {
    const name = `e2e_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const { child, baseUrl } = await startProduct({
    PORT: String(port),
    VAR_DIR: varDir,
    PUBLIC_URL: `http://localhost:${port}`,
    PARTNER_DEMO_PORT: String(partnerDemoPort),
    PARTNER_DEMO_URL: partnerDemoUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  child.unref();
  // The product keeps logging (mail, errors): into a file in its state folder, so writing never fails
  // once this process stops reading, and a failed journey can be read up afterwards.
  const log = createWriteStream(join(varDir, 'product.log'), { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners('data');
    stream?.pipe(log);
    (stream as Socket | null)?.unref();
  }
  process.env.E2E_BASE_URL = baseUrl;
  saveProduct({ baseUrl, varDir, pid: child.pid!, databaseUrl, partnerDemoUrl });
}
