import { createContext, useContext } from 'react';
import type { AppConfigFile } from '@tenant/contracts';
import { INACTIVITY_TIMEOUT_MINUTES, isRegion } from '@tenant/domain';
import type { Region } from '@tenant/domain';

/** Settings the shell reads at start from /app-config.json, served by the environment (tools/runner). */
export interface AppConfig {
  inactivityTimeoutMs: number;
  /** where the product logo leads when no partner listing is set */
  marketingSiteUrl: string;
  /** ipapi-style IP location lookup; empty: none */
  ipLocationUrl: string;
  /** host of each region's site; empty: the shell stays where it is */
  regionHosts: Partial<Record<Region, string>>;
  /** origins allowed to embed the product and receive its events, besides the listing company's site */
  partnerOrigins: string[];
  /** choosing an application type on Occupation moves on after 300 ms */
  occupationAutoAdvance: boolean;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  inactivityTimeoutMs: INACTIVITY_TIMEOUT_MINUTES * 60_000,
  marketingSiteUrl: '/',
  ipLocationUrl: '',
  regionHosts: {},
  partnerOrigins: [],
  occupationAutoAdvance: false,
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** Keeps only well-formed settings; anything else falls back to the default. */
export const toAppConfig = (file: unknown): AppConfig => {
  const value = (file && typeof file === 'object' ? file : {}) as Record<keyof AppConfigFile, unknown>;
  const seconds = value.inactivityTimeoutSeconds;
  const hosts = (value.regionHosts && typeof value.regionHosts === 'object' ? value.regionHosts : {}) as Record<string, unknown>;
  return {
    inactivityTimeoutMs: typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_APP_CONFIG.inactivityTimeoutMs,
    marketingSiteUrl: text(value.marketingSiteUrl, '') || DEFAULT_APP_CONFIG.marketingSiteUrl,
    ipLocationUrl: text(value.ipLocationUrl, DEFAULT_APP_CONFIG.ipLocationUrl),
    regionHosts: Object.fromEntries(Object.entries(hosts).filter(([region, host]) => isRegion(region) && typeof host === 'string' && host)),
    partnerOrigins: Array.isArray(value.partnerOrigins) ? value.partnerOrigins.filter((origin): origin is string => typeof origin === 'string' && origin !== '*') : [],
    occupationAutoAdvance: value.occupationAutoAdvance === true,
  };
};

export const fetchAppConfig = async (url = '/app-config.json'): Promise<AppConfig> => {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}`);
    return toAppConfig(await response.json());
  } catch (error) {
    // The spec's values are the defaults; a missing file is not an error worth stopping for.
    console.warn('app config unavailable, using defaults', error);
    return DEFAULT_APP_CONFIG;
  }
};

export const AppConfigContext = createContext<AppConfig>(DEFAULT_APP_CONFIG);
export const useAppConfig = () => useContext(AppConfigContext);
