import { chromeOf, PAGE_SCREENS } from './chrome-rules.js';

const base = { hideNav: false, appType: null, applicationId: 'app-1', hasListing: false };

describe('shell chrome per screen (spec 1§2 Shell)', () => {
  it.each(['occupation', ...Object.values(PAGE_SCREENS)])('has no progress navigation on %s', (screen) => {
    expect(chromeOf({ ...base, screen }).progressNav).toBe(false);
  });

  it.each(['sign-up', 'personal-details', 'income-check', 'result'])('shows the progress navigation on the step %s', (screen) => {
    expect(chromeOf({ ...base, screen }).progressNav).toBe(true);
  });

  it('hides navigation and footer with hideNav', () => {
    expect(chromeOf({ ...base, screen: 'personal-details', hideNav: true })).toMatchObject({ progressNav: false, footer: false, continueLater: false });
    expect(chromeOf({ ...base, screen: 'occupation', hideNav: true })).toMatchObject({ footer: false, regionSwitch: false });
  });

  it.each(['not-found', 'timeout', 'unauthorized', 'partner-entry-point'])('has no footer on %s', (screen) => {
    expect(chromeOf({ ...base, screen }).footer).toBe(false);
  });

  it.each(['occupation', 'verify-report', 'personal-details', 'legal'])('has a footer on %s', (screen) => {
    expect(chromeOf({ ...base, screen }).footer).toBe(true);
  });

  it.each(['occupation', 'sign-up', 'verify-email', 'result', 'resume-application', 'verify-report', 'legal'])('has no continue-later link on %s', (screen) => {
    expect(chromeOf({ ...base, screen }).continueLater).toBe(false);
  });

  it.each(['personal-details', 'current-address', 'additional-details', 'questionnaire', 'income-check', 'payment'])('offers continue-later on %s of an application', (screen) => {
    expect(chromeOf({ ...base, screen }).continueLater).toBe(true);
    expect(chromeOf({ ...base, screen, applicationId: null }).continueLater).toBe(false);
  });

  it('links the terms except for rapid', () => {
    expect(chromeOf({ ...base, screen: 'occupation', appType: 'mortgage' }).termsLink).toBe(true);
    expect(chromeOf({ ...base, screen: 'occupation', appType: 'rapid' }).termsLink).toBe(false);
  });

  it('offers the region switch only on Occupation without a listing', () => {
    expect(chromeOf({ ...base, screen: 'occupation' }).regionSwitch).toBe(true);
    expect(chromeOf({ ...base, screen: 'occupation', hasListing: true }).regionSwitch).toBe(false);
    expect(chromeOf({ ...base, screen: 'personal-details' }).regionSwitch).toBe(false);
  });

  it('shows the cookie banner on the landing page only', () => {
    expect(chromeOf({ ...base, screen: 'occupation' }).cookieBanner).toBe(true);
    expect(chromeOf({ ...base, screen: 'legal' }).cookieBanner).toBe(false);
  });
});
