import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

export interface RetryOptions {
  retries: number;
  delayMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch (revalidating the browser's copy) that retries a failure or an error status; rejects after the last attempt. */
export const fetchWithRetry = async (url: string, { retries, delayMs }: RetryOptions, init?: RequestInit): Promise<Response> => {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(delayMs * attempt);
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`${response.status} ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
};

/**
 * Retries a remote's manifest fetch and its entry script before the failure reaches the page.
 * (@module-federation/retry-plugin exists only for runtime 0.17; this is the same idea on 2.9.)
 * After the last attempt the cached failure is dropped, so a user's retry starts afresh.
 */
export const retryPlugin = ({ retries, delayMs }: RetryOptions): ModuleFederationRuntimePlugin => ({
  name: 'tenant-remote-retry',
  fetch: (url, init) => fetchWithRetry(url, { retries, delayMs }, init),
  // The hook's declared result double-wraps the promise; the runtime awaits one level.
  loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
    for (let attempt = 1; attempt <= retries; attempt += 1) {
      delete globalLoading[uniqueKey];
      await wait(delayMs * attempt);
      try {
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
        if (entry) return entry;
      } catch {
        // next attempt
      }
    }
    delete globalLoading[uniqueKey];
    return undefined;
  }) as unknown as LoadEntryErrorHook,
});
