import { expect, test, type APIRequestContext } from '@playwright/test';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

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

test.describe('continue later (spec 1§2 Shell, 1§7)', () => {
  test('sends the applicant a real e-mail with a link that resumes the application', async ({ page, request }) => {
    const session = issueSession({ firstName: 'Giulia', listingId: '1002' });

    const response = await sendContinueLater(request, session.accessToken, session.applicationId, 'it');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'ContinueLater.Sent' });

    await expect.poll(() => mailTo(request, session.email), { timeout: 10_000 }).toBeTruthy();
    const mail = (await mailTo(request, session.email))!;
    expect(mail.subject).toBe('Continua la tua domanda di affitto');
    expect(mail.text).toContain('Ciao Giulia,');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/it/apply/1002');
    expect(link.searchParams.get('resume_application')).toBe('true');
    expect(link.searchParams.get('application_id')).toBe(session.applicationId);
    expect(link.searchParams.get('email')).toBe(session.email);

    // The link pre-fills the applicant and leads to sign-up (the workflow engine's resume_application).
    await page.goto(link.toString());
    await expect(page).toHaveURL(new RegExp(`/it/fill/${session.applicationId}/sign-up/1002|/it/fill/sign-up/1002`));
    await expect(page.getByRole('img', { name: text('it', 'chrome', 'TopBar.PartnerLogo.ToCompany') })).toBeVisible();
  });

  test('the footer button on a step sends the e-mail and shows the success mark', async ({ page, request }) => {
    const session = issueSession({ firstName: 'Marco', step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/personal-details`);
    await page.getByRole('button', { name: text('it', 'chrome', 'ContinueLater.Button') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('it', 'chrome', 'ContinueLater.Sent') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('it', 'chrome', 'ContinueLater.Button') })).toHaveCount(0);
    await expect.poll(() => mailTo(request, session.email), { timeout: 10_000 }).toBeTruthy();
    expect((await mailTo(request, session.email))!.text).toContain('Ciao Marco,');
  });

  test("refuses someone else's application with the same answer as a missing one, and sends nothing", async ({ request }) => {
    const owner = issueSession();
    const intruder = issueSession();
    const foreign = await sendContinueLater(request, intruder.accessToken, owner.applicationId, 'en');
    const missing = await sendContinueLater(request, intruder.accessToken, '7d2c6a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6', 'en');
    expect([foreign.status(), missing.status()]).toEqual([404, 404]);
    expect(await foreign.json()).toEqual(await missing.json());
    expect(await mailTo(request, owner.email)).toBeUndefined();
    expect((await request.post(`/api/v1/workflow/send-continue-later-email?application_id=${owner.applicationId}`)).status()).toBe(401);
  });
});
