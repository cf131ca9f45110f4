import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { codeFromMailbox, lastMailId } from '../support/mailbox.js';
import { issueSession } from '../support/sessions.js';
import { text } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

const t = (key: string) => text('it', 'report', key);

// Demo companies (onboarding seed): Casa Nova Immobiliare (casanova.example) owns listing 1002, Berg Hausverwaltung listing 1003.
test('a reviewer receives a one-time code, logs in and sees only their company’s applications, with no axe-core violations', async ({ page, request }) => {
  // a ceiling against hangs, not a speed test: three demo sessions from the CLI and three axe runs on a shared machine
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const ownApplicant = await issueSession({ firstName: 'Giulia', lastName: `Revisione${suffix}`, listingId: '1002' });
  await issueSession({ firstName: 'Jonas', lastName: `Fremd${suffix}`, listingId: '1003' });
  const email = `revisore.${suffix}@casanova.example`;

  await page.goto('/it/reviewer');
  await expect(page.getByRole('heading', { name: t('Reviewer.Title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const after = await lastMailId(request);
  await page.getByLabel(t('Reviewer.Login.Email')).fill(email);
  await page.getByRole('button', { name: t('Reviewer.Login.SendCode') }).click();
  const codeField = page.getByLabel(t('Reviewer.Login.Code'));
  await expect(codeField).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // a wrong code first: the form says so and keeps the reviewer on it
  const code = await codeFromMailbox(request, email, after);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t('Reviewer.Login.LogIn') }).click();
  await expect(page.getByText(text('it', 'signup', 'Auth.Error.WrongEmailOrCode'))).toBeVisible();

  await codeField.fill(code);
  await page.getByRole('button', { name: t('Reviewer.Login.LogIn') }).click();
  const table = page.getByRole('table', { name: t('Reviewer.Company').replace('{{company}}', 'Casa Nova Immobiliare') });
  await expect(table).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(`Giulia Revisione${suffix}`) });
  await expect(row).toContainText(t('Reviewer.Status.in_progress'));
  await expect(row).toContainText(t('Reviewer.Score.None'));
  await expect(table.getByText(`Jonas Fremd${suffix}`)).toHaveCount(0);

  await row.getByRole('button', { name: t('Reviewer.Summary.ShowFor').replace('{{name}}', `Giulia Revisione${suffix}`) }).click();
  await expect(page.getByText(t('Reviewer.Summary.NotReady'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // another company's application answers like a missing one
  const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('tenant.reviewer-session'))) ?? '{}') as { accessToken: string };
  const foreign = await issueSession({ listingId: '1003' });
  const answer = await request.get(`/api/v2/reviewer/report-summary?application_id=${foreign.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(answer.status()).toBe(404);
  // its own one, once the application's company reached the report service by event
  await expect
    .poll(async () => (await request.get(`/api/v2/reviewer/report-summary?application_id=${ownApplicant.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
});
