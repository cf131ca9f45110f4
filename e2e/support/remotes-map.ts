import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A running product's remotes map (remotes.json in its state folder, VAR_DIR), which it serves on every request. */
const mapFile = (varDir: string) => join(varDir, 'remotes.json');

export const readRemotesMap = (varDir: string): Record<string, string> => JSON.parse(readFileSync(mapFile(varDir), 'utf8')) as Record<string, string>;

export const writeRemotesMap = (varDir: string, map: Record<string, string>) => writeFileSync(mapFile(varDir), JSON.stringify(map, null, 2));

/** Runs `change` with one entry of the map replaced, and restores the map afterwards. */
export async function withRemotesMap(varDir: string, change: (map: Record<string, string>) => Record<string, string>, body: () => Promise<void>) {
  const original = readRemotesMap(varDir);
  writeRemotesMap(varDir, change({ ...original }));
  try {
    await body();
  } finally {
    writeRemotesMap(varDir, original);
  }
}
