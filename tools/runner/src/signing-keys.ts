import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PemKeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * Keys of the local run: taken from the environment when set (production), otherwise generated
 * once and kept under var/keys so sessions and report certificates survive a restart.
 */
export async function loadOrCreateKeyPair(
  dir: string,
  name: string,
  fromEnv: { privateKey?: string; publicKey?: string },
  generate: () => Promise<PemKeyPair>,
): Promise<PemKeyPair> {
  if (fromEnv.privateKey && fromEnv.publicKey) return { privateKey: fromEnv.privateKey, publicKey: fromEnv.publicKey };
  const file = join(dir, `${name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PemKeyPair;
  const pair = await generate();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return pair;
}
