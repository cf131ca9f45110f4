import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { embeddedCheckout, payWithCard } from '../support/checkout.js';
import { continueButton, submitSignUpWithMailedCode } from '../support/journey-steps.js';
import { lastMailId, mailTo as mailAfter } from '../support/mailbox.js';
import { issueSession, signIn, type DemoSession } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

const sendContinueLater = (request: APIRequestContext, accessToken: string, applicationId: string, lang: string) =>
  request.post(`/api/v1/workflow/send-continue-later-email?application_id=${applicationId}&lang=${lang}`, { headers: { authorization: `Bearer ${accessToken}` } });

/** The product's SMTP catcher, read through the dev mailbox. */
const mailTo = async (request: APIRequestContext, address: string): Promise<CaughtMail | undefined> => {
  const { messages } = (await (await request.get('/dev/mailbox/messages.json')).json()) as { messages: CaughtMail[] };
  return messages.find((m) => m.to.includes(address));
};

/** The steps after payment: parsing status, which goes on to the result by itself when no file is waiting. */
const pastPayment = (applicationId: string) => new RegExp(`/it/fill/${applicationId}/(parsing-status|result)$`);

/** The continue-later mail's link for the session's application. */
const continueLaterLink = async (request: APIRequestContext, session: DemoSession, lang: Lang): Promise<URL> => {
  const after = await lastMailId(request);
  expect((await sendContinueLater(request, session.accessToken, session.applicationId, lang)).status()).toBe(200);
  const mail = await mailAfter(request, session.email, after, /resume_token=/);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
};

/** Opens the link in a browser without a session: sign-up is pre-filled and locked, then the mailed code. */
const resumeThroughSignUp = async (page: Page, link: URL, session: DemoSession, lang: Lang) => {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.Email') })).toHaveValue(session.email);
  await expect(page.getByRole('textbox', { name: text(lang, 'signup', 'SignUp.Email') })).toBeDisabled();
  await expect(page).not.toHaveURL(/resume_token/);
  await page.getByRole('checkbox', { name: text(lang, 'signup', 'SignUp.PrivacyConsent') }).check();
  await submitSignUpWithMailedCode(page, lang, session.email);
};

test.describe('continue later (spec 1§2 Shell, 1§7)', () => {
  test('mails a link with only an opaque token that lands, after the e-mail code, on the saved step with the saved data', async ({ page, request }) => {
    const session = await issueSession({ firstName: 'Giulia', lastName: 'Verdi', mobile: '+39-3331234567', listingId: '1002', step: 6, stepRouter: 'additional-details' });
    const link = await continueLaterLink(request, session, 'it');
    expect(link.pathname).toBe('/it/apply/1002');
    expect([...link.searchParams.keys()]).toEqual(['resume_application', 'resume_token']);
    for (const personal of ['Giulia', 'Verdi', '3331234567', session.email.split('@')[0], session.applicationId]) expect(link.toString()).not.toContain(personal);

    await resumeThroughSignUp(page, link, session, 'it');
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/additional-details`));
    await expect(page).not.toHaveURL(/resume_token|first_name|email=/);
    await page.getByRole('button', { name: text('it', 'workflow', 'Workflow.Back') }).click();
    await page.getByRole('button', { name: text('it', 'workflow', 'Workflow.Back') }).click();
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/personal-details`));
    await expect(page.getByText('Giulia Verdi')).toBeVisible();
  });

  test('a paid application resumes after payment, not on an empty first step', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const session = await issueSession({ firstName: 'Paola', lastName: 'Neri', mobile: '+39-3339876543', step: 10, stepRouter: 'payment' });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/payment`);
    await payWithCard(await embeddedCheckout(page, 'it'), 'it', '4242 4242 4242 4242');
    await expect(continueButton(page, 'it')).toBeEnabled({ timeout: 30_000 });
    await continueButton(page, 'it').click();
    await expect(page).toHaveURL(pastPayment(session.applicationId), { timeout: 30_000 });

    const link = await continueLaterLink(request, session, 'it');
    const fresh = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    const notFound: string[] = [];
    fresh.on('console', (message) => {
      if (message.text().includes('Application.Error.NotFound')) notFound.push(message.text());
    });
    await resumeThroughSignUp(fresh, link, session, 'it');
    await expect(fresh).toHaveURL(pastPayment(session.applicationId), { timeout: 30_000 });
    expect(notFound).toEqual([]);
    await fresh.close();
  });

  test('an expired or unknown link says so and starts a new application', async ({ page }) => {
    await page.goto('/en/apply/1002?resume_application=true&resume_token=not-a-token');
    await expect(page.getByRole('alert')).toContainText(text('en', 'workflow', 'ResumeLink.Error.Invalid'));
    await expect(page.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
    await expect(page).not.toHaveURL(/resume_token/);
  });

  test('the footer button on a step sends the e-mail and shows the success mark', async ({ page, request }) => {
    const session = await issueSession({ firstName: 'Marco', step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/personal-details`);
    await page.getByRole('button', { name: text('it', 'chrome', 'ContinueLater.Button') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('it', 'chrome', 'ContinueLater.Sent') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('it', 'chrome', 'ContinueLater.Button') })).toHaveCount(0);
    await expect.poll(() => mailTo(request, session.email), { timeout: 10_000 }).toBeTruthy();
    expect((await mailTo(request, session.email))!.text).toContain('Ciao Marco,');
  });

  test("refuses someone else's application with the same answer as a missing one, and sends nothing", async ({ request }) => {
    const owner = await issueSession();
    const intruder = await issueSession();
    const foreign = await sendContinueLater(request, intruder.accessToken, owner.applicationId, 'en');
    const missing = await sendContinueLater(request, intruder.accessToken, '7d2c6a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'en');
    expect([foreign.status(), missing.status()]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(await mailTo(request, owner.email)).toBeUndefined();
    expect((await request.post(`/api/v1/workflow/send-continue-later-email?application_id=${owner.applicationId}`)).status()).toBe(401);
  });
});
