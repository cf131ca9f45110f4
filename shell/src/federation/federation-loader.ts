import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@tenant/contracts';
import { assertServedContract, IncompatibleRemoteError } from './remote-contract.js';
import type { RemoteLoader } from './remote-loader.js';
import { fetchRemotesMap } from './remotes-map.js';
import { fetchWithRetry, retryPlugin } from './retry-plugin.js';

const RETRY = { retries: 2, delayMs: 1000 };

/**
 * The runtime is built without its manifest (snapshot) plugin (tools/rspack/create-config.mjs,
 * disableSnapshot: ~2.5 KB less on the first screen, one request less per remote), so a map entry
 * naming a remote's mf-manifest.json is registered as the remoteEntry.js every build emits beside it.
 */
export const remoteEntryUrl = (url: string): string => url.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');

/** The parts of the federation runtime the loader uses (replaced in unit tests). */
export interface FederationRuntime {
  registerPlugins: typeof registerPlugins;
  registerRemotes: typeof registerRemotes;
  loadRemote: (id: string) => Promise<unknown>;
}

export interface FederationLoaderOptions {
  runtime?: FederationRuntime;
  /** the remotes map as it is now */
  readMap?: () => Promise<RemotesMap>;
  fetchJson?: (url: string) => Promise<unknown>;
  /** the contract this shell serves (CONTRACT_SEMVER) */
  serves?: string;
}

const fetchJson = async (url: string): Promise<unknown> => (await fetchWithRetry(url, RETRY)).json();

/**
 * Loads remote modules through the federation runtime. A remote is registered when a screen first
 * needs it, from the remotes map as it is then (the map read at start serves the first one), and
 * only after its contract.json shows this shell serves the contract it was built for: a release
 * made while an applicant is mid-journey is what their next remote screen runs, and a build this
 * shell cannot serve never runs (its screens show the retry page, and the refusal is logged).
 */
export const createFederationLoader = (remotes: RemotesMap, options: FederationLoaderOptions = {}): RemoteLoader => {
  const { runtime = { registerPlugins, registerRemotes, loadRemote }, readMap = fetchRemotesMap, serves } = options;
  runtime.registerPlugins([retryPlugin(RETRY)]);
  let startMap: RemotesMap | null = remotes;
  const currentMap = () => {
    const map = startMap;
    startMap = null;
    return map ? Promise.resolve(map) : readMap();
  };

  const registered = new Map<string, Promise<void>>();
  const register = async (container: string) => {
    const entry = (await currentMap())[container];
    if (!entry) throw new Error(`remote ${container} is not in the remotes map`);
    try {
      await assertServedContract(container, entry, options.fetchJson ?? fetchJson, serves);
    } catch (error) {
      if (error instanceof IncompatibleRemoteError) console.error(`${error.message}: not loaded`);
      throw error;
    }
    runtime.registerRemotes([{ name: container, entry: remoteEntryUrl(entry) }], { force: true });
  };
  /** One registration per container; a failed one is forgotten, so a retry reads the map again. */
  const ensureRegistered = (container: string) => {
    let pending = registered.get(container);
    if (!pending) {
      pending = register(container);
      registered.set(container, pending);
      pending.catch(() => registered.delete(container));
    }
    return pending;
  };

  return {
    remotes,
    loadModule: async (id) => {
      await ensureRegistered(id.slice(0, id.indexOf('/')));
      const module = await runtime.loadRemote(id);
      if (!module) throw new Error(`remote module ${id} did not load`);
      return module;
    },
  };
};
