import { ACCESS_TOKEN_STORAGE_KEY } from '@tenant/domain';

/** The session token lives in a cookie and in local storage (spec 1§4 E-mail verification). */
const cookieAttributes = () => `path=/; SameSite=Lax${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;

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
