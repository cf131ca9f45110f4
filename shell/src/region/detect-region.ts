import type { AppConfig } from '../platform/app-config.js';
import { DEFAULT_REGION, isRegion, regionOfCountry } from '@tenant/domain';
import type { Region } from '@tenant/domain';

export type RegionSource = 'host' | 'chosen' | 'location' | 'path' | 'default';

/** Looks up the visitor's country (ISO alpha-2) by IP; null when unknown or unavailable. */
export type CountryLocator = () => Promise<string | null>;

const LOOKUP_TIMEOUT_MS = 1500;
const CHOSEN_REGION_KEY = 'region';
const LOCATED_COUNTRY_KEY = 'ip_country';

const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export { regionOfCountry };

/**
 * The IP location provider port: a plain GET to an ipapi-style service answering `{ country_code }`.
 * Not an /api call, so it carries no region header; the answer is kept for the browser session.
 */
export const createIpLocationProvider =
  (url: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): CountryLocator =>
  async () => {
    if (!url) return null;
    const cached = session()?.getItem(LOCATED_COUNTRY_KEY);
    if (cached) return cached;
    try {
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${response.status}`);
      const { country_code: countryCode } = (await response.json()) as { country_code?: unknown };
      if (typeof countryCode !== 'string' || !countryCode) return null;
      session()?.setItem(LOCATED_COUNTRY_KEY, countryCode);
      return countryCode;
    } catch (error) {
      console.error('IP location lookup failed', error);
      return null;
    }
  };

export const rememberChosenRegion = (region: Region) => session()?.setItem(CHOSEN_REGION_KEY, region);
const chosenRegion = (): Region | null => {
  const value = session()?.getItem(CHOSEN_REGION_KEY);
  return isRegion(value) ? value : null;
};

/**
 * The market (spec 1§4 Region): the first label of the host; else a region the applicant picked in this
 * session; else the IP location lookup; else the first path segment; else Italy.
 */
export const detectRegion = async (url: { hostname: string; pathname: string }, locateCountry: CountryLocator): Promise<{ region: Region; source: RegionSource }> => {
  const hostLabel = url.hostname.split('.')[0];
  if (isRegion(hostLabel)) return { region: hostLabel, source: 'host' };
  const chosen = chosenRegion();
  if (chosen) return { region: chosen, source: 'chosen' };
  const located = regionOfCountry(await locateCountry());
  if (located) return { region: located, source: 'location' };
  const firstSegment = url.pathname.split('/').filter(Boolean)[0];
  if (isRegion(firstSegment)) return { region: firstSegment, source: 'path' };
  return { region: DEFAULT_REGION, source: 'default' };
};

/** Where to go to be on the region's own host, or null (not configured, or already there). */
export const regionRedirectUrl = (location: { protocol: string; host: string; pathname: string; search: string; hash?: string }, region: Region, regionHosts: AppConfig['regionHosts']): string | null => {
  const host = regionHosts[region];
  if (!host || host === location.host.toLowerCase()) return null;
  return `${location.protocol}//${host}${location.pathname}${location.search}${location.hash ?? ''}`;
};
