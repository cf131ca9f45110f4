/**
 * `npm run partner-link -- --email anna@example.it [--listing-id 1004] [--lang en]`: a signed entry
 * link of the demo rapid partner (rapidrent-demo) into the product `npm start` runs, printed by the
 * onboarding service's CLI (services/onboarding/src/cli/sign-partner-link.ts) with the runner's
 * database and keys (VAR_DIR, DATABASE_URL, PORT and PUBLIC_URL read as `npm start` reads them).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadRunnerConfig, REPO_ROOT } from './config.js';
import { existingEmbeddedDatabaseUrl } from './database/embedded-database-url.js';
import { loadOrCreateKeyPair } from './signing-keys.js';

async function main(): Promise<number> {
  const config = loadRunnerConfig();
  const databaseUrl = config.databaseUrl ?? existingEmbeddedDatabaseUrl(join(config.varDir, 'postgres'));
  if (!databaseUrl) throw new Error(`no database yet in ${config.varDir}: run npm start first`);
  const auth = await loadOrCreateKeyPair(join(config.varDir, 'keys'), 'auth', { privateKey: process.env.AUTH_PRIVATE_KEY, publicKey: process.env.AUTH_PUBLIC_KEY }, () => {
    throw new Error(`no signing keys yet in ${config.varDir}: run npm start first`);
  });
  const args = process.argv.slice(2);
  const cli = join(REPO_ROOT, 'services', 'onboarding', 'dist', 'cli', 'sign-partner-link.js');
  const env = { ...process.env, DATABASE_URL: databaseUrl, AUTH_PUBLIC_KEY: auth.publicKey, PUBLIC_URL: config.publicUrl };
  return spawnSync('node', [cli, '--partner-id', 'rapidrent-demo', ...args], { env, stdio: 'inherit' }).status ?? 1;
}

main().then(
  (status) => (process.exitCode = status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
