import { expect, test } from '@playwright/test';
import { startSecondProduct } from '../support/second-product.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

const UNKNOWN_APPLICATION = '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60';

test.describe('guarded steps and session (spec 1§2, 1§4, 2§4)', () => {
  test('a guarded step without a session goes to unauthorized, with verification again on that application', async ({ page }) => {
    const validation = page.waitForResponse((r) => r.url().includes('/api/v1/auth/validate'));
    await page.goto(`/en/fill/${UNKNOWN_APPLICATION}/personal-details`);
    expect((await validation).status()).toBe(401);
    await expect(page).toHaveURL(/\/en\/unauthorized$/);
    await expect(page.getByRole('heading', { name: text('en', 'common', 'Unauthorized.Header') })).toBeVisible();
    await expect(page.getByText(text('en', 'workflow', 'Unauthorized.Label'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'workflow', 'Session.RetryVerification') })).toHaveAttribute('href', `/en/fill/${UNKNOWN_APPLICATION}/sign-up`);
    await page.getByRole('link', { name: text('en', 'common', 'Unauthorized.BackToHomepage') }).click();
    await expect(page).toHaveURL(/\/en\/fill\/occupation$/);
  });

  test('a real session enters a guarded step and its step is saved', async ({ page }) => {
    const session = await issueSession();
    await signIn(page, session);
    const saved = page.waitForRequest((r) => r.url().includes('/api/v1/state/update-step'));
    await page.goto(`/it/fill/${session.applicationId}/confirmation`);
    await expect(page.getByRole('heading', { name: text('it', 'household', 'Confirmation.Heading') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/confirmation$`));
    expect((await saved).postDataJSON()).toEqual({ step: 9, step_router: 'confirmation' });
    await expect
      .poll(async () => {
        const state = await page.request.get(`/api/v1/state/?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
        return (await state.json()).step_router;
      })
      .toBe('confirmation');
  });

  test('a step no screen serves is NotFound inside the guarded flow', async ({ page }) => {
    const session = await issueSession();
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/no-such-step`);
    await expect(page.getByText(text('it', 'common', 'Oops.PageDoesNotExit'))).toBeVisible();
  });

  test('an application resumes at its saved step', async ({ page }) => {
    const session = await issueSession({ step: 5, stepRouter: 'current-address' });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/occupation`);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/current-address$`));
  });

  test('a 401 answer sends the user to unauthorized and removes the token', async ({ page }) => {
    await signIn(page, { accessToken: 'not-a-valid-token' });
    const state = page.waitForResponse((r) => r.url().includes('/api/v1/state/'));
    await page.goto(`/de/fill/${UNKNOWN_APPLICATION}/occupation`);
    expect((await state).status()).toBe(401);
    await expect(page).toHaveURL(/\/de\/unauthorized$/);
    await expect(page.getByRole('heading', { name: text('de', 'common', 'Unauthorized.Header') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a 402 answer on the result page sends the user to payment', async ({ page }) => {
    const session = await issueSession();
    await signIn(page, session);
    // No endpoint answers 402 yet (the report call of the result screen comes with its issue): the
    // answer is given at the network layer, the guard and the rest run for real.
    await page.route('**/api/v1/state/**', (route) =>
      route.fulfill({ status: 402, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Payment.Error.PaymentRequired' }) }),
    );
    await page.goto(`/en/fill/${session.applicationId}/result`);
    await expect(page).toHaveURL(new RegExp(`/en/fill/${session.applicationId}/payment$`));
  });

  test('inactivity ends the session on the timeout page (INACTIVITY_TIMEOUT_SECONDS=3)', async ({ page }) => {
    test.setTimeout(90_000);
    const second = await startSecondProduct({ INACTIVITY_TIMEOUT_SECONDS: '3' });
    try {
      await expect((await page.request.get(`${second.baseUrl}/app-config.json`)).json()).resolves.toMatchObject({ inactivityTimeoutSeconds: 3 });
      const session = await issueSession({}, second);
      await signIn(page, session);
      await page.goto(`${second.baseUrl}/de/fill/${session.applicationId}/occupation`);
      await expect(page.getByRole('heading', { name: text('de', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
      await page.mouse.move(10, 10);
      await page.waitForTimeout(2000);
      await page.keyboard.press('Shift');
      await page.waitForTimeout(2000);
      await expect(page).toHaveURL(new RegExp(`/de/fill/${session.applicationId}/occupation$`));
      await expect(page).toHaveURL(/\/de\/timeout$/, { timeout: 10_000 });
      await expect(page.getByRole('heading', { name: text('de', 'common', 'Timeout.Header') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    } finally {
      await second.stop();
    }
  });
});

test.describe('language switch (spec 1§2)', () => {
  test('keeps appType, application, step, listing and query', async ({ page }) => {
    const session = await issueSession({ applicationType: 'mortgage' });
    await signIn(page, session);
    await page.goto(`/it/mortgage/fill/${session.applicationId}/occupation/L-4?hideNav=1`);
    await page.getByRole('combobox', { name: text('it', 'common', 'TopBar.Language') }).selectOption('de');
    await expect(page).toHaveURL(new RegExp(`/de/mortgage/fill/${session.applicationId}/occupation/L-4\\?hideNav=1$`));
    await expect(page.getByRole('combobox', { name: text('de', 'common', 'TopBar.Language') })).toBeVisible();
  });
});

test.describe('entry links (spec 1§2, 1§4)', () => {
  test('resume_application pre-fills the user and goes to sign-up', async ({ page }) => {
    const query = new URLSearchParams({
      resume_application: 'true',
      listing_id: 'L-3',
      appType: 'mortgage',
      first_name: 'Maria',
      last_name: 'Rossi',
      email: 'maria@gmail.com',
      mobile: '+39-3331234567',
      application_id: UNKNOWN_APPLICATION,
      employment_status: 'Employed',
    });
    await page.goto(`/en/fill/occupation?${query}`);
    await expect(page).toHaveURL(new RegExp(`/en/mortgage/fill/${UNKNOWN_APPLICATION}/sign-up/L-3$`));
    const firstName = page.getByRole('textbox', { name: text('en', 'signup', 'SignUp.FirstName') });
    await expect(firstName).toHaveValue('Maria');
    await expect(firstName).toBeDisabled();
  });

  test('a valid invitation_code is stored and resolved to its role without an alert', async ({ page }) => {
    const { invitationCode } = await issueSession({ inviteEmail: 'paolo.verdi@gmail.com', inviteRole: 'guarantor' });
    const info = page.waitForResponse((r) => r.url().includes('/api/v1/signup/invitation-public-info'));
    await page.goto(`/en/fill/occupation?invitation_code=${invitationCode}`);
    await expect((await info).json()).resolves.toEqual({ success: true, data: { applicant_role: 'guarantor', email: 'paolo.verdi@gmail.com' } });
    await expect(page.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('invitation_code'))).toBe(invitationCode);
  });

  test('an unknown invitation_code is removed and alerts the server message', async ({ page }) => {
    await page.goto('/it/fill/occupation?invitation_code=no-such-invitation');
    await expect(page.getByRole('alert')).toContainText(text('it', 'workflow', 'Invitation.Error.NotFound'));
    expect(await page.evaluate(() => localStorage.getItem('invitation_code'))).toBeNull();
  });

  test("an invitation that cannot be loaded alerts 'Error loading invitation'", async ({ page }) => {
    await page.route('**/api/v1/signup/invitation-public-info**', (route) => route.abort('connectionrefused'));
    await page.goto('/en/fill/occupation?invitation_code=Offline0001');
    await expect(page.getByRole('alert')).toContainText(text('en', 'workflow', 'Error loading invitation'));
  });
});
