import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@tenant/contracts';
import type { RemoteLoader } from './remote-loader.js';
import { retryPlugin } from './retry-plugin.js';

const REMOTE_RETRIES = 2;
const REMOTE_RETRY_DELAY_MS = 1000;

/**
 * The runtime is built without its manifest (snapshot) plugin (tools/rspack/create-config.mjs,
 * disableSnapshot: ~2.5 KB less on the first screen, one request less per remote), so a map entry
 * naming a remote's mf-manifest.json is registered as the remoteEntry.js every build emits beside it.
 */
export const remoteEntryUrl = (url: string): string => url.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');

/** Registers the remotes of /remotes.json with the federation runtime and loads through it. */
export const createFederationLoader = (remotes: RemotesMap): RemoteLoader => {
  registerPlugins([retryPlugin({ retries: REMOTE_RETRIES, delayMs: REMOTE_RETRY_DELAY_MS })]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: remoteEntryUrl(entry) })), { force: true });
  return {
    remotes,
    loadModule: async (id) => {
      const module = await loadRemote(id);
      if (!module) throw new Error(`remote module ${id} did not load`);
      return module;
    },
  };
};
