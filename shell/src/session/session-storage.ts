import { ACCESS_TOKEN_STORAGE_KEY } from '@tenant/domain';

const isFramed = () => {
  try {
    return globalThis.top !== globalThis.self;
  } catch {
    return true;
  }
};

/**
 * The session token lives in a cookie and in local storage (spec 1§4 E-mail verification). In a
 * partner's frame the browser may deny storage and first-party cookies to the product; a partitioned
 * cookie (CHIPS: kept per embedding site, needs Secure, which localhost allows over http) still
 * carries the session across a reload of the frame.
 */
export const cookieAttributes = (framed = isFramed(), protocol = globalThis.location?.protocol) =>
  framed ? 'path=/; SameSite=None; Secure; Partitioned' : `path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

export const storeAccessToken = (token: string) => {
  try {
    globalThis.localStorage?.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // storage blocked: the cookie still carries the session
  }
  document.cookie = `${ACCESS_TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; ${cookieAttributes()}`;
};

export const clearAccessToken = () => {
  try {
    globalThis.localStorage?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  document.cookie = `${ACCESS_TOKEN_STORAGE_KEY}=; max-age=0; ${cookieAttributes()}`;
};

const cookieAccessToken = (): string | null => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${ACCESS_TOKEN_STORAGE_KEY}=`));
  const value = entry ? decodeURIComponent(entry.slice(ACCESS_TOKEN_STORAGE_KEY.length + 1)) : '';
  return value || null;
};

const storedAccessToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

/**
 * The token of an earlier visit, read once at start: local storage, else the cookie (another tab cleared
 * storage, or a partner's frame blocks it); a token found only in the cookie is stored again.
 */
export const loadAccessToken = (): string | null => {
  const stored = storedAccessToken();
  if (stored) return stored;
  const fromCookie = cookieAccessToken();
  if (fromCookie) storeAccessToken(fromCookie);
  return fromCookie;
};
