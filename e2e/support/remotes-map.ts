import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadProduct } from './product.js';

/** The running product's remotes map (VAR_DIR/remotes.json), which it serves on every request. */
const mapFile = () => join(loadProduct().varDir, 'remotes.json');

export const readRemotesMap = (): Record<string, string> => JSON.parse(readFileSync(mapFile(), 'utf8')) as Record<string, string>;

export const writeRemotesMap = (map: Record<string, string>) => writeFileSync(mapFile(), JSON.stringify(map, null, 2));

/** Runs `change` with one entry of the map replaced, and restores the map afterwards. */
export async function withRemotesMap(change: (map: Record<string, string>) => Record<string, string>, body: () => Promise<void>) {
  const original = readRemotesMap();
  writeRemotesMap(change({ ...original }));
  try {
    await body();
  } finally {
    writeRemotesMap(original);
  }
}
