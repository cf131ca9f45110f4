import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { browserSession, chooseOccupation, fillSignUp as fillSignUpForm, savedState, submitSignUpWithMailedCode, throughIntroAndType } from '../support/journey-steps.js';
import { signedPartnerLink } from '../support/partner-links.js';
import { issueSession } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

const newEmail = () => `e2e.signup.${randomBytes(5).toString('hex')}@gmail.com`;
const UUID = '[0-9a-f-]{36}';

const toSignUp = async (page: Page, lang: Lang, query = '') => {
  await page.goto(`/${lang}/fill/occupation${query}`);
  await throughIntroAndType(page, lang);
  await chooseOccupation(page, lang, 'Occupation.Employed.Title');
  await expect(page).toHaveURL(new RegExp(`/${lang}/fill/sign-up`));
};

const fillSignUp = (page: Page, lang: Lang, user: { email?: string; firstName?: string; lastName?: string }) =>
  fillSignUpForm(page, lang, { firstName: user.firstName ?? 'maria', lastName: user.lastName ?? 'rossi', email: user.email, mobile: '333 123 4567' });

test.describe('sign-up and e-mail verification (spec 1§2, 1§4)', () => {
  test('signs up, reads the code from the mailbox, gets a session and moves on past resume', async ({ page }) => {
    const email = newEmail();
    await toSignUp(page, 'en');
    await fillSignUp(page, 'en', { email });
    await submitSignUpWithMailedCode(page, 'en', email);
    // nothing earlier to resume: start new at once, on to the next step (personal details is its own issue)
    await expect(page).toHaveURL(new RegExp(`/en/fill/(${UUID})/personal-details$`));
    const { applicationId, accessToken } = await browserSession(page);
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')?.value).toBe(accessToken);
    const state = await savedState(page.request, applicationId, accessToken);
    expect(state.user).toEqual(expect.objectContaining({ first_name: 'Maria', last_name: 'Rossi', email, mobile: '+39-3331234567', employment_status: 'Employed' }));
  });

  test('a partner listing named in the query links the partner’s own terms and privacy pages', async ({ page }) => {
    await toSignUp(page, 'de', '?listing_id=1005');
    await expect(page).toHaveURL(/\/de\/fill\/sign-up\/1005(\?|$)/);
    await expect(page.getByRole('main').getByRole('link', { name: text('de', 'signup', 'SignUp.PrivacyPolicyLink') })).toHaveAttribute('href', 'https://mietpass.example/datenschutz');
    await expect(page.getByRole('main').getByRole('link', { name: text('de', 'signup', 'SignUp.TermsLink') })).toHaveAttribute('href', 'https://mietpass.example/agb');
  });

  test('several invalid fields give Form.Error with its badge; the button stays enabled', async ({ page }) => {
    await toSignUp(page, 'it');
    const button = page.getByRole('button', { name: text('it', 'signup', 'SignUp.Submit') });
    await expect(button).toBeEnabled();
    await button.click();
    // the error summary is titled by Form.Error's first sentence (its badge) and says the rest below
    const [badge, rest] = text('it', 'common', 'Form.Error').split(/(?<=\.)\s/);
    await expect(page.getByRole('alert').getByRole('heading', { name: badge })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(rest);
    await expect(page).toHaveURL(/\/it\/fill\/sign-up$/);
  });

  test('a guarantor signs up through an invitation with the invited e-mail locked', async ({ page }) => {
    const guarantorEmail = newEmail();
    const inviter = await issueSession({ inviteEmail: guarantorEmail, inviteRole: 'guarantor' });
    await toSignUp(page, 'de', `?invitation_code=${inviter.invitationCode}`);
    const email = page.getByRole('textbox', { name: text('de', 'signup', 'SignUp.Email') });
    await expect(email).toHaveValue(guarantorEmail);
    await expect(email).toBeDisabled();
    await fillSignUp(page, 'de', { firstName: 'paolo', lastName: 'verdi' });
    await submitSignUpWithMailedCode(page, 'de', guarantorEmail);
    await expect(page).toHaveURL(new RegExp(`/de/fill/${UUID}/personal-details(\\?.*)?$`));
    const { applicationId, accessToken } = await browserSession(page);
    const state = await savedState(page.request, applicationId, accessToken);
    expect(state.application.applicant_role).toBe('guarantor');
    // the invitation is used up
    const info = await page.request.get(`/api/v1/signup/invitation-public-info?invitation_code=${inviter.invitationCode}`);
    expect(info.status()).toBe(410);
  });

  test('an earlier application is resumed from the list: the new one is dropped and the saved one continues', async ({ page }) => {
    const earlier = await issueSession({ step: 5, stepRouter: 'current-address' });
    await toSignUp(page, 'en');
    await fillSignUp(page, 'en', { email: earlier.email });
    await submitSignUpWithMailedCode(page, 'en', earlier.email);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${UUID}/resume-application$`));
    const current = /fill\/([0-9a-f-]{36})\//.exec(page.url())![1];
    await page.getByRole('radio', { name: new RegExp(`Maria Rossi – ${text('en', 'occupation', 'Occupation.Employed.Title')}`) }).check();
    await page.getByRole('button', { name: text('en', 'signup', 'Resume.LoadSelected') }).click();
    // personal details of the chosen application, then the shell restores its saved step
    await expect(page).toHaveURL(new RegExp(`/en/fill/${earlier.applicationId}/(personal-details|current-address)$`));
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const dropped = await page.request.get(`/api/v1/state/?application_id=${current}`, { headers: { authorization: `Bearer ${token}` } });
    expect(dropped.status()).toBe(404);
  });

  test('a resume link locks every field of sign-up and continues the saved application', async ({ page }) => {
    const saved = await issueSession({ step: 5, stepRouter: 'current-address' });
    const query = new URLSearchParams({
      resume_application: 'true',
      first_name: 'Maria',
      last_name: 'Rossi',
      email: saved.email,
      mobile: '+39-3331234567',
      application_id: saved.applicationId,
      employment_status: 'Employed',
    });
    await page.goto(`/en/fill/occupation?${query}`);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${saved.applicationId}/sign-up$`));
    for (const field of ['SignUp.FirstName', 'SignUp.LastName', 'SignUp.Email']) {
      await expect(page.getByRole('textbox', { name: text('en', 'signup', field) })).toBeDisabled();
    }
    await page.getByRole('checkbox', { name: text('en', 'signup', 'SignUp.PrivacyConsent') }).check();
    await submitSignUpWithMailedCode(page, 'en', saved.email);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${saved.applicationId}/current-address$`));
  });
});

test.describe('rapid partner entry (spec 2§4)', () => {
  test('a valid signature signs the partner’s applicant in and goes to income check as rapid', async ({ page }) => {
    const email = newEmail();
    const { url } = signedPartnerLink({ email, listingId: '1004' });
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`/en/rapid/fill/${UUID}/income-check$`));
    await expect(page.getByRole('heading', { name: text('en', 'income', 'IncomeCheck.Heading') })).toBeVisible();
    // rapid without files: the step says so and does not move on by itself (spec 2§4 Income check)
    await expect(page.getByText(text('en', 'income', 'ParsingFiles.NoIncomeCheckFilesUploaded'))).toBeVisible();
    const { applicationId, accessToken } = await browserSession(page);
    const state = await savedState(page.request, applicationId, accessToken);
    expect(state.user).toEqual(expect.objectContaining({ email, first_name: 'Anna', last_name: 'Neri', employment_status: 'Hybrid-employed' }));
    expect(state.application.applicationType).toBe('rapid');
  });

  test("a forged signature shows 'Err:' with the reason, then unauthorized", async ({ page }) => {
    const { sig } = signedPartnerLink({ email: newEmail(), listingId: '1004' });
    const forged = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    await page.goto(`/it/rapid/partner-entry-point/1004?sig=${forged}`);
    await expect(page.getByText(`${text('it', 'signup', 'PartnerEntry.ErrorPrefix')} ${text('it', 'signup', 'PartnerEntry.Error.InvalidSignature')}`)).toBeVisible();
    await expect(page).toHaveURL(/\/it\/unauthorized$/, { timeout: 10_000 });
  });
});
