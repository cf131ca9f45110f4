import { createContext, useContext } from 'react';
import type { RemotesMap } from '@tenant/contracts';

/** Loads an exposed module of a remote (`mfe_report/report-verification`); rejects when it cannot. */
export interface RemoteLoader {
  remotes: RemotesMap;
  loadModule: (id: string) => Promise<unknown>;
}

export const RemoteLoaderContext = createContext<RemoteLoader>({
  remotes: {},
  loadModule: (id) => Promise.reject(new Error(`no remote loader for ${id}`)),
});

export const useRemoteLoader = () => useContext(RemoteLoaderContext);
