import type { AppConfigFile } from '@tenant/contracts';
import { INACTIVITY_TIMEOUT_MINUTES } from '@tenant/domain';

/** Settings the shell reads at start from /app-config.json, served by the environment (tools/runner). */
export interface AppConfig {
  inactivityTimeoutMs: number;
}

export const DEFAULT_APP_CONFIG: AppConfig = { inactivityTimeoutMs: INACTIVITY_TIMEOUT_MINUTES * 60_000 };

export const toAppConfig = (file: unknown): AppConfig => {
  const seconds = (file as AppConfigFile | null)?.inactivityTimeoutSeconds;
  return {
    inactivityTimeoutMs: typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_APP_CONFIG.inactivityTimeoutMs,
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
