import { createWriteStream } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { ensureChromium } from './chromium.js';
import { freshDatabase } from './databases.js';
import { freePort, newVarDir, onFreePort, saveProduct, startProduct } from './product.js';

/**
 * Starts the product as `npm start` does, on a free port with a fresh state folder and a fresh
 * database: on the machine's PostgreSQL when DATABASE_URL is set, else the runner's embedded one.
 */
export default async function globalSetup() {
  ensureChromium();
  const varDir = newVarDir();
  const databaseUrl = process.env.DATABASE_URL ? await freshDatabase('e2e') : null;
  const { child, baseUrl, partnerDemoUrl } = await onFreePort(async (port) => {
    const partnerDemoPort = await freePort();
    // 127.0.0.1 rather than localhost: another origin than the product's, as a partner's site is.
    const partnerDemoUrl = `http://127.0.0.1:${partnerDemoPort}`;
    const started = await startProduct({
      PORT: String(port),
      VAR_DIR: varDir,
      PUBLIC_URL: `http://localhost:${port}`,
      PARTNER_DEMO_PORT: String(partnerDemoPort),
      PARTNER_DEMO_URL: partnerDemoUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    // the runner serves on without its partner demo site when that port was taken: start again on others
    const demoRefused = /partner demo site not started: .*/.exec(started.output());
    if (demoRefused) {
      process.kill(-started.child.pid!, 'SIGKILL');
      throw new Error(demoRefused[0]);
    }
    return { ...started, partnerDemoUrl };
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
