/** The applicant's cookie choice, kept in local storage (it is itself a necessary entry). */
export interface CookieConsent {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  decidedAt: string;
}

export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const readCookieConsent = (): CookieConsent | null => {
  try {
    const value = JSON.parse(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null') as Partial<CookieConsent> | null;
    if (!value || typeof value.preferences !== 'boolean' || typeof value.statistics !== 'boolean') return null;
    return { necessary: true, preferences: value.preferences, statistics: value.statistics, decidedAt: String(value.decidedAt ?? '') };
  } catch {
    return null;
  }
};

export const saveCookieConsent = (choice: { preferences: boolean; statistics: boolean }, now = new Date()): CookieConsent => {
  const consent: CookieConsent = { necessary: true, ...choice, decidedAt: now.toISOString() };
  storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  return consent;
};
