import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './product.js';
import { productServiceEnv } from './product-env.js';

/**
 * A service's test tooling (built into its dist-test, beside the production dist), opened once per
 * Playwright worker with a small pool on the running product's database and its keys: each call is
 * then a few queries, not a Node process of its own. The worker's exit closes the pool.
 * `open` names the module's export that takes the service's environment and returns the tooling.
 */
export function serviceTooling<T>(service: string, file: string, open: string): () => Promise<T> {
  let tooling: Promise<T> | undefined;
  return () =>
    (tooling ??= (async () => {
      const module = (await import(pathToFileURL(join(REPO_ROOT, 'services', service, 'dist-test', 'test', 'tooling', file)).href)) as Record<string, (env: NodeJS.ProcessEnv) => Promise<T>>;
      return module[open](productServiceEnv());
    })());
}
