import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './product.js';
import { productServiceEnv, suiteProduct, type ProductData } from './product-env.js';

interface Closable {
  close(): Promise<void>;
}

/** How to close each tooling opened in this worker, by database URL (closeToolingOn). */
const closers = new Map<string, Array<() => Promise<void>>>();

/**
 * A service's test tooling (built into its dist-test, beside the production dist), opened once per
 * Playwright worker and product with a small pool on that product's database (the suite's product unless
 * named) and the suite's keys: each call is then a few queries, not a Node process of its own. The worker's
 * exit closes the pools; a product of a test's own closes its pools before its database is dropped.
 * `open` names the module's export that takes the service's environment and returns the tooling.
 */
export function serviceTooling<T extends Closable>(service: string, file: string, open: string): (product?: ProductData) => Promise<T> {
  const toolings = new Map<string, Promise<T>>();
  return (product = suiteProduct()) => {
    const { databaseUrl } = product;
    const known = toolings.get(databaseUrl);
    if (known) return known;
    const tooling = (async () => {
      const module = (await import(pathToFileURL(join(REPO_ROOT, 'services', service, 'dist-test', 'test', 'tooling', file)).href)) as Record<string, (env: NodeJS.ProcessEnv) => Promise<T>>;
      return module[open](productServiceEnv(product));
    })();
    toolings.set(databaseUrl, tooling);
    closers.set(databaseUrl, [
      ...(closers.get(databaseUrl) ?? []),
      async () => {
        toolings.delete(databaseUrl);
        // one that failed to open has nothing to close; its caller saw why
        await (await tooling.catch(() => undefined))?.close();
      },
    ]);
    return tooling;
  };
}

/** Closes (and forgets) every tooling this worker opened on `databaseUrl`. */
export async function closeToolingOn(databaseUrl: string): Promise<void> {
  const close = closers.get(databaseUrl) ?? [];
  closers.delete(databaseUrl);
  await Promise.all(close.map((closeOne) => closeOne()));
}
