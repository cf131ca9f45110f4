import { createContext, useContext } from 'react';
import type { RemotesMap } from '@tenant/contracts';

/** Loads an exposed module of a remote (`mfe_report/report-verification`); rejects when it cannot. */
export interface RemoteLoader {
  remotes: RemotesMap;
  loadModule: (id: string) => Promise<unknown>;
  /** A module that has already loaded, so a screen can render it in its first commit (pre-rendered first screen). */
  loaded?: (id: string) => unknown;
}

export const RemoteLoaderContext = createContext<RemoteLoader>({
  remotes: {},
  loadModule: (id) => Promise.reject(new Error(`no remote loader for ${id}`)),
});

export const useRemoteLoader = () => useContext(RemoteLoaderContext);

/** The same loader remembering what it loaded (`loaded`); a failed load is not remembered, so a retry loads again. */
export const rememberingLoads = (loader: RemoteLoader): RemoteLoader => {
  const modules = new Map<string, unknown>();
  return {
    ...loader,
    loadModule: async (id) => {
      const module = await loader.loadModule(id);
      modules.set(id, module);
      return module;
    },
    loaded: (id) => modules.get(id) ?? loader.loaded?.(id),
  };
};
