// The product (tools/runner/dist/main.js) on a free port with a fresh temporary VAR_DIR, stopped with
// the benchmark (onStop): shared by run.mjs and first-screen.mjs.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, onStop, startProcess } from './processes.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** @returns {Promise<string>} the product's origin, e.g. http://127.0.0.1:41234 */
export const startProduct = async (log) => {
  const port = await freePort();
  const varDir = mkdtempSync(join(tmpdir(), 'tenant-bench-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(varDir, 0o755);
  onStop('VAR_DIR', async () => rmSync(varDir, { recursive: true, force: true }));
  const env = { PORT: String(port), HOST: '127.0.0.1', VAR_DIR: varDir, PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_CATCHER_PORT: '0', REMOTES_MAP_FILE: '', SMTP_URL: '' };
  log(`starting the product on 127.0.0.1:${port} (VAR_DIR ${varDir}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}) ...`);
  await startProcess('runner', process.execPath, [join(ROOT, 'tools', 'runner', 'dist', 'main.js')], {
    cwd: ROOT,
    env,
    ready: (line) => line.includes('the product is running'),
    timeoutMs: 180_000,
  });
  return `http://127.0.0.1:${port}`;
};
