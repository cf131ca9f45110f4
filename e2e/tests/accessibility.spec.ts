import { expect, test, type Page } from '@playwright/test';
import { issueCertificate } from '../support/certificates.js';
import { chooseOccupation, fillSignUp, pressContinue, throughIntroAndType } from '../support/journey-steps.js';
import { codeFromMailbox, lastMailId } from '../support/mailbox.js';
import { germanUrl } from '../support/regions.js';
import { issueSession, signIn, type DemoSessionOptions } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

const pages: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'occupation with the cookie banner', path: '/en/fill/occupation', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible() },
  { name: 'partner-branded occupation', path: '/it/fill/occupation/1002', ready: (p) => expect(p.getByRole('img', { name: text('it', 'chrome', 'TopBar.PartnerLogo.ToCompany') })).toBeVisible() },
  { name: 'status', path: '/en/status', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'common', 'Status.Title') })).toBeVisible() },
  { name: 'unauthorized', path: '/de/unauthorized', ready: (p) => expect(p.getByRole('heading', { name: text('de', 'common', 'Unauthorized.Header') })).toBeVisible() },
  { name: 'timeout', path: '/it/timeout', ready: (p) => expect(p.getByRole('heading', { name: text('it', 'common', 'Timeout.Header') })).toBeVisible() },
  { name: 'not found', path: '/en/no-such-page', ready: (p) => expect(p.getByRole('heading', { name: text('en', 'common', 'Oops.SomethingWentWrong') })).toBeVisible() },
  ...(['terms', 'privacy', 'cookies', 'imprint'] as const).map((document) => ({
    name: `legal ${document}`,
    path: `/en/legal/${document}`,
    ready: (p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  })),
];

test.describe('accessibility: axe-core finds no violations on the shell pages', () => {
  for (const { name, path, ready } of pages) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('report verification', async ({ page }) => {
    const { token } = await issueCertificate({ name: 'Elena Conti' });
    await page.goto(`/en/verify-report?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.Verified') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * The onboarding form screens a signed-in applicant reaches at their saved step; `refused` presses Continue
 * on an unfinished form, so the screen is checked again with its messages shown.
 */
const stepScreens: Array<{
  name: string;
  lang: Lang;
  session: DemoSessionOptions;
  url: (applicationId: string) => string;
  ready: (page: Page, lang: Lang) => Promise<void>;
  refused?: (page: Page, lang: Lang) => Promise<void>;
}> = [
  {
    name: 'personal details in Italy',
    lang: 'it',
    session: { step: 4, stepRouter: 'personal-details' },
    url: (id) => `/it/fill/${id}/personal-details`,
    ready: (p, lang) => expect(p.getByRole('textbox', { name: text(lang, 'personal', 'PersonalDetails.FiscalCode') })).toBeVisible(),
  },
  {
    name: 'personal details in Germany',
    lang: 'de',
    session: { step: 4, stepRouter: 'personal-details' },
    url: (id) => germanUrl(`/de/fill/${id}/personal-details`),
    ready: (p, lang) => expect(p.getByRole('heading', { name: text(lang, 'personal', 'IdentityVerification.Heading') })).toBeVisible(),
  },
  {
    name: 'current address',
    lang: 'en',
    session: { step: 5, stepRouter: 'current-address' },
    url: (id) => `/en/fill/${id}/current-address`,
    ready: (p, lang) => expect(p.getByRole('heading', { name: text(lang, 'personal', 'CurrentAddress.Heading') })).toBeVisible(),
  },
  {
    name: 'additional details',
    lang: 'en',
    session: { employmentStatus: 'Employed', step: 6, stepRouter: 'additional-details' },
    url: (id) => `/en/fill/${id}/additional-details`,
    ready: (p, lang) => expect(p.getByRole('heading', { name: text(lang, 'household', 'AdditionalDetails.Employment.Heading') })).toBeVisible(),
    refused: (p, lang) => expect(p.getByText(text(lang, 'household', 'AdditionalDetails.Error.Required')).first()).toBeVisible(),
  },
  {
    name: 'questionnaire',
    lang: 'it',
    session: { step: 7, stepRouter: 'questionnaire' },
    url: (id) => `/it/fill/${id}/questionnaire`,
    ready: (p, lang) => expect(p.getByRole('button', { name: text(lang, 'household', 'PersonalDetailsSD.NoAll') })).toBeVisible(),
    refused: (p, lang) => expect(p.getByText(text(lang, 'household', 'PersonalDetailsSD.Error.Acceptance')).first()).toBeVisible(),
  },
  {
    name: 'mortgage information with a property',
    lang: 'de',
    session: { applicationType: 'mortgage', step: 8, stepRouter: 'mortgage-info' },
    url: (id) => `/de/mortgage/fill/${id}/mortgage-info`,
    ready: async (p, lang) => {
      await p.getByRole('radio', { name: text(lang, 'household', 'MortgageInfo.Yes') }).check();
      await expect(p.getByRole('heading', { name: text(lang, 'household', 'MortgageInfo.FinancingProof.Heading') })).toBeVisible();
    },
    refused: (p, lang) => expect(p.getByText(text(lang, 'household', 'MortgageInfo.Error.FillRequiredFields')).first()).toBeVisible(),
  },
  {
    // every upload is the localised file picker: no native 'Choose File / No file chosen'
    name: 'income check with its file pickers',
    lang: 'de',
    session: { employmentStatus: 'Employed', step: 8, stepRouter: 'income-check' },
    url: (id) => germanUrl(`/de/fill/${id}/income-check`),
    ready: async (p, lang) => {
      await expect(p.getByRole('heading', { name: text(lang, 'income', 'IncomeCheck.Heading') })).toBeVisible();
      const payslips = p.getByLabel(text(lang, 'income', 'Upload.Choose').replace('{{section}}', text(lang, 'income', 'IncomeCheck.Section.payslip')));
      await expect(payslips).toHaveAccessibleDescription(new RegExp(`^${text(lang, 'ui', 'Ui.File.NoneChosen')}`));
    },
  },
  {
    name: 'confirmation',
    lang: 'it',
    session: { step: 9, stepRouter: 'confirmation' },
    url: (id) => `/it/fill/${id}/confirmation`,
    ready: (p, lang) => expect(p.getByRole('heading', { name: text(lang, 'household', 'Confirmation.Heading') })).toBeVisible(),
    refused: (p, lang) => expect(p.getByText(text(lang, 'household', 'Confirmation.Description')).first()).toBeVisible(),
  },
];

test.describe('accessibility: axe-core finds no violations on the onboarding screens', () => {
  test('sign-up, e-mail verification and resume (an earlier application to offer)', async ({ page }) => {
    // four screens and four axe scans in one journey: a ceiling for a busy two-worker run, not a speed check
    test.slow();
    const lang: Lang = 'en';
    const signup = (key: string) => text(lang, 'signup', key);
    const earlier = await issueSession({ step: 5, stepRouter: 'current-address' });
    await page.goto(`/${lang}/fill/occupation`);
    await throughIntroAndType(page, lang);
    await chooseOccupation(page, lang);
    await expect(page.getByRole('heading', { name: signup('SignUp.Heading') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // refused: the invalid fields and the banner
    await page.getByRole('button', { name: signup('SignUp.Submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await fillSignUp(page, lang, { firstName: 'Maria', lastName: 'Rossi', email: earlier.email, mobile: '333 123 4567' });
    const after = await lastMailId(page.request);
    await page.getByRole('button', { name: signup('SignUp.Submit') }).click();
    await expect(page.getByRole('heading', { name: signup('VerifyEmail.Heading') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const code = await codeFromMailbox(page.request, earlier.email, after);
    await page.getByRole('textbox', { name: signup('VerifyEmail.Digit').replace('{{index}}', '1').replace('{{count}}', '6') }).fill(code);
    await expect(page.getByRole('heading', { name: signup('Resume.Heading') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const { name, lang, session: options, url, ready, refused } of stepScreens) {
    test(name, async ({ page }) => {
      const session = await issueSession(options);
      await signIn(page, session);
      await page.goto(url(session.applicationId));
      await ready(page, lang);
      expect(await axeViolations(page)).toEqual([]);
      if (!refused) return;
      await pressContinue(page, lang);
      await refused(page, lang);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
