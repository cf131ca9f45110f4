import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { testDatabaseUrl, withAdmin } from './test-database.js';

/** Set by the jest global setup: the prefix of the run's template databases, which its teardown drops. */
export const TEMPLATE_PREFIX_VARIABLE = 'TEST_TEMPLATE_PREFIX';

const templates = new Map<string, Promise<string | undefined>>();

const quiet = async (client: pg.Client, database: string): Promise<void> => {
  for (;;) {
    const { rowCount } = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    if (!rowCount) return;
    await sleep(20);
  }
};

/**
 * A database `build` prepared (migrations run, the bus's queues made), once per jest run and `key`
 * across the run's workers, for test files to copy (CREATE DATABASE … TEMPLATE, a tenth of a second
 * where the migrations and queues take seconds). Undefined outside a jest run with the global setup.
 */
export function templateDatabase(key: string, build: (url: string) => Promise<void>): Promise<string | undefined> {
  const prefix = process.env[TEMPLATE_PREFIX_VARIABLE];
  if (!prefix) return Promise.resolve(undefined);
  const name = `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
  if (!templates.has(name)) {
    templates.set(
      name,
      withAdmin(async (client) => {
        // one worker builds, the others wait for it and find the template made
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
        if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
        // built under another name and renamed when complete: a failed build leaves no template behind
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${building}"`);
        try {
          await build(testDatabaseUrl(building));
          await quiet(client, building);
          await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
        } catch (error) {
          await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
          throw error;
        }
        return name;
      }),
    );
  }
  return templates.get(name)!;
}
