import { COOKIE_CONSENT_MARK, COOKIE_CONSENT_STORAGE_KEY, readCookieConsent, saveCookieConsent } from './cookie-consent.js';

const clearMark = () => {
  document.cookie = `${COOKIE_CONSENT_MARK}=; path=/; max-age=0`;
};

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMark();
  });

  it('marks a saved choice with a cookie the site reads before any script (no pre-rendered banner next time)', () => {
    expect(document.cookie).not.toContain(COOKIE_CONSENT_MARK);
    saveCookieConsent({ preferences: false, statistics: true });
    expect(document.cookie).toContain(`${COOKIE_CONSENT_MARK}=1`);
    expect(readCookieConsent()).toMatchObject({ preferences: false, statistics: true });
  });

  it('sets the mark again for a choice stored before the mark existed, and none without a choice', () => {
    expect(readCookieConsent()).toBeNull();
    expect(document.cookie).not.toContain(COOKIE_CONSENT_MARK);
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ preferences: true, statistics: false }));
    expect(readCookieConsent()).toMatchObject({ preferences: true, statistics: false });
    expect(document.cookie).toContain(`${COOKIE_CONSENT_MARK}=1`);
  });
});
