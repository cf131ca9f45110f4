import { DEVICE_ID_STORAGE_KEY } from '@tenant/domain';

let inMemory: string | null = null;

/**
 * This browser's random device id (issue 22), kept in local storage and sent as a header with every
 * call: the server's rate limits count per device as well as per IP address. Not an identity.
 */
export const deviceId = (): string => {
  let storage: Storage | null = null;
  try {
    storage = globalThis.localStorage ?? null;
  } catch {
    // storage refused (private mode, a sandboxed frame): one id for this page's life
  }
  const stored = storage?.getItem(DEVICE_ID_STORAGE_KEY) ?? inMemory;
  if (stored) return stored;
  const created = globalThis.crypto.randomUUID();
  inMemory = created;
  storage?.setItem(DEVICE_ID_STORAGE_KEY, created);
  return created;
};
