/** The applicant's cookie choice, kept in local storage (it is itself a necessary entry). */
export interface CookieConsent {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  decidedAt: string;
}

export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent';
/**
 * A cookie that only says a choice was made (no content): the site serves the pre-rendered first
 * screen, which shows the banner, only to visitors without it, so a returning visitor never sees the
 * banner painted and then removed. Kept in sync with the stored choice (set again when missing).
 */
export const COOKIE_CONSENT_MARK = 'cookie_consent_decided';
const MARK_MAX_AGE_S = 400 * 24 * 3600; // the longest lifetime browsers allow

const markDecided = () => {
  try {
    globalThis.document.cookie = `${COOKIE_CONSENT_MARK}=1; path=/; max-age=${MARK_MAX_AGE_S}; SameSite=Lax`;
  } catch {
    // no document (tests without a DOM): nothing to mark
  }
};

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
    if (!globalThis.document?.cookie.includes(`${COOKIE_CONSENT_MARK}=`)) markDecided();
    return { necessary: true, preferences: value.preferences, statistics: value.statistics, decidedAt: String(value.decidedAt ?? '') };
  } catch {
    return null;
  }
};

export const saveCookieConsent = (choice: { preferences: boolean; statistics: boolean }, now = new Date()): CookieConsent => {
  const consent: CookieConsent = { necessary: true, ...choice, decidedAt: now.toISOString() };
  storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  markDecided();
  return consent;
};
