import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@tenant/contracts';
import type { RemoteLoader } from './remote-loader.js';
import { retryPlugin } from './retry-plugin.js';

const REMOTE_RETRIES = 2;
const REMOTE_RETRY_DELAY_MS = 1000;

/** Registers the remotes of /remotes.json with the federation runtime and loads through it. */
export const createFederationLoader = (remotes: RemotesMap): RemoteLoader => {
  registerPlugins([retryPlugin({ retries: REMOTE_RETRIES, delayMs: REMOTE_RETRY_DELAY_MS })]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })), { force: true });
  return {
    remotes,
    loadModule: async (id) => {
      const module = await loadRemote(id);
      if (!module) throw new Error(`remote module ${id} did not load`);
      return module;
    },
  };
};
