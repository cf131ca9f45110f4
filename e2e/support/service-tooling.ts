import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './product.js';
import { productServiceEnv, suiteProduct, type ProductData } from './product-env.js';

interface Closable {
  close(): Promise<void>;
}

/** Every tooling this worker opened: by database URL, then by module and export. */
const opened = new Map<string, Map<string, Promise<Closable>>>();

/**
 * A service's test tooling (built into its dist-test, beside the production dist), opened once per
 * Playwright worker and product with a small pool on that product's database (the suite's product unless
 * named) and the suite's keys: each call is then a few queries, not a Node process of its own. The worker's
 * exit closes the pools; a product of a test's own closes its pools before its database is dropped.
 * `open` names the module's export that takes the service's environment and returns the tooling.
 */
export function serviceTooling<T extends Closable>(service: string, file: string, open: string): (product?: ProductData) => Promise<T> {
  const key = `${service}/${file}#${open}`;
  return (product = suiteProduct()) => {
    const onDatabase = opened.get(product.databaseUrl) ?? new Map<string, Promise<Closable>>();
    opened.set(product.databaseUrl, onDatabase);
    const known = onDatabase.get(key) as Promise<T> | undefined;
    if (known) return known;
    const tooling = (async () => {
      const module = (await import(pathToFileURL(join(REPO_ROOT, 'services', service, 'dist-test', 'test', 'tooling', file)).href)) as Record<string, (env: NodeJS.ProcessEnv) => Promise<T>>;
      return module[open](productServiceEnv(product));
    })();
    onDatabase.set(key, tooling);
    return tooling;
  };
}

/** Closes (and forgets) every tooling this worker opened on `databaseUrl`. */
export async function closeToolingOn(databaseUrl: string): Promise<void> {
  const toolings = [...(opened.get(databaseUrl)?.values() ?? [])];
  opened.delete(databaseUrl);
  // one that failed to open has nothing to close; its caller saw why
  await Promise.all(toolings.map(async (tooling) => (await tooling.catch(() => undefined))?.close()));
}
