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

/** The token from the cookie, when local storage lost it (another tab cleared it, or storage is blocked). */
export const cookieAccessToken = (): string | null => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${ACCESS_TOKEN_STORAGE_KEY}=`));
  const value = entry ? decodeURIComponent(entry.slice(ACCESS_TOKEN_STORAGE_KEY.length + 1)) : '';
  return value || null;
};
