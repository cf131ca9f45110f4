import { expect, test, type Page } from '@playwright/test';
import { continueButton } from '../support/journey-steps.js';
import { accountsList, chooseBank, connectBank, decideConsent } from '../support/psd2-bank.js';
import { issueSession, signIn, type DemoSession } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

/**
 * Issue 12: the bank connection by PSD2 against the runner's Enable Banking sandbox (spec 2§2 Bank
 * connection panel, 2§4 states, 2§9 timings): consent in a new tab, accounts polled, transactions
 * fetched into statements of the documents pipeline; a refused and an expired consent; the 3 s cancel block.
 */
const t = (lang: Lang, key: string) => text(lang, 'income', key);

const openIncomeCheck = async (page: Page, lang: Lang, firstName: string, lastName: string) => {
  const session = await issueSession({ firstName, lastName, employmentStatus: 'Employed', step: 8, stepRouter: 'income-check' });
  await signIn(page, session);
  await page.goto(`/${lang}/fill/${session.applicationId}/income-check`);
  await expect(page.getByRole('heading', { name: t(lang, 'BankConnection.Heading') })).toBeVisible();
  return session;
};

test('an applicant in Italy connects a sandbox bank, shares two accounts, sees the fetching texts, gets mapped statements with the salary and continues', async ({ page, context }) => {
  test.setTimeout(180_000);
  const lang: Lang = 'it';
  const session: DemoSession = await openIncomeCheck(page, lang, 'Giulia', 'Verdi');
  const consent = await connectBank(page, context, lang);
  await expect(page.getByText(t(lang, 'BankConnection.WaitingForAuthentication'))).toBeVisible();
  await expect(page.getByText(t(lang, 'Yapily.Status.Created'))).toBeVisible();

  await expect(consent.getByRole('checkbox')).toHaveCount(2);
  for (const box of await consent.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await decideConsent(consent, 'Approve', 'Giulia Verdi');
  await expect(consent.getByRole('heading', { name: 'Banca collegata' })).toBeVisible();
  await consent.close();

  // The 2 s poll brings the shared accounts.
  const accounts = accountsList(page, lang);
  await expect(accounts.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(accounts).toContainText('Conto corrente');
  await expect(accounts).toContainText('Conto deposito');
  await expect(accounts).toContainText(t(lang, 'BankConnection.Owner').replace('{{name}}', 'Giulia Verdi'));
  await expect(accounts.getByText(t(lang, 'BankConnection.NeverAccessed'))).toHaveCount(2);
  expect(await axeViolations(page, { include: '.bank-connection' })).toEqual([]);

  // A slow bank: the fetch is held for 9 s so every fetching text shows (at once, after 4 s, after 8 s).
  await page.route('**/api/v1/psd2/fetch-transactions*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await route.continue();
  });
  await page.getByRole('button', { name: t(lang, 'BankConnection.FetchTransactions') }).click();
  await expect(page.getByText(t(lang, 'Yapily.Status.FetchingTransactions'))).toBeVisible();
  await expect(page.getByText(t(lang, 'Yapily.Status.TaggingTransactions'))).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText(t(lang, 'Yapily.Status.AlmostDone'))).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText(t(lang, 'BankConnection.Fetched'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t(lang, 'BankConnection.Success'))).toBeVisible();
  await expect(page.getByText(/Intesa Sanpaolo •••• \d{4} \d{4}-\d{2} – \d{4}-\d{2} \(PSD2\)/)).toHaveCount(4); // the panel's and the statements section's rows
  const connected = page.getByRole('heading', { name: t(lang, 'BankConnection.Connected') }).locator('..');
  await expect(connected.getByText(new RegExp(t(lang, 'BankConnection.LastAccess').replace('{{date}}', '.+')))).toHaveCount(2);

  // The statements are documents of the pipeline, checked like uploads: the salary is found in the current account.
  const listed = await page.request.get(`/api/v2/income-check/documents?application_id=${session.applicationId}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  const { uploadedBankStatements } = (await listed.json()) as { uploadedBankStatements: { isParsed: boolean; documents: { id: string; findings: unknown[] }[] } };
  expect(uploadedBankStatements.isParsed).toBe(true);
  expect(uploadedBankStatements.documents).toHaveLength(2);
  expect(uploadedBankStatements.documents.every((document) => document.findings.length === 0)).toBe(true);
  const parsed = await page.request.post(`/api/v1/bank-account/finalize-parse?application_id=${session.applicationId}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    multipart: { document_id: uploadedBankStatements.documents[0].id },
  });
  const { data } = (await parsed.json()) as { data: { parse_results: { figures: { salary_monthly: number | null; reconciled: boolean } } } };
  expect(data.parse_results.figures.reconciled).toBe(true);
  expect(data.parse_results.figures.salary_monthly).toBeGreaterThan(150_000);

  await continueButton(page, lang).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/fill/${session.applicationId}/confirmation`));
});

test('a refused consent says so and can be tried again; an expired one is restarted and then linked', async ({ page, context }) => {
  test.setTimeout(120_000);
  const lang: Lang = 'en';
  await openIncomeCheck(page, lang, 'Luca', 'Bianchi');

  const refused = await connectBank(page, context, lang);
  await decideConsent(refused, 'Reject', 'Luca Bianchi');
  await expect(refused.getByRole('heading', { name: 'Consent refused' })).toBeVisible();
  await refused.close();
  await expect(page.getByRole('alert')).toContainText(t(lang, 'Yapily.Errors.Rejected'), { timeout: 15_000 });
  await page.getByRole('button', { name: t(lang, 'BankConnection.TryAgain') }).click();

  const late = await connectBank(page, context, lang);
  await decideConsent(late, 'Let it expire', 'Luca Bianchi');
  await expect(late.getByRole('heading', { name: 'Consent expired' })).toBeVisible();
  await late.close();
  await expect(page.getByRole('alert')).toContainText(t(lang, 'Yapily.Errors.Expired'), { timeout: 15_000 });
  await page.getByRole('button', { name: t(lang, 'BankConnection.Restart') }).click();

  const again = await connectBank(page, context, lang);
  await decideConsent(again, 'Approve', 'Luca Bianchi');
  await again.close();
  await expect(accountsList(page, lang).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
});

test('cancelling is refused for the first 3 s, then resets the connection and closes the bank tab', async ({ page, context }) => {
  const lang: Lang = 'de';
  await openIncomeCheck(page, lang, 'Jonas', 'Weber');
  await chooseBank(page, lang, 'UniCredit');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: t(lang, 'BankConnection.Connect'), exact: true }).click();
  const cancel = page.getByRole('button', { name: t(lang, 'BankConnection.Cancel'), exact: true });
  await expect(cancel).toBeDisabled();
  await expect(page.getByText(t(lang, 'BankConnection.WaitingForAuthentication'))).toBeVisible();
  const consent = await opened;
  expect(await axeViolations(page, { include: '.bank-connection' })).toEqual([]);
  await expect(cancel).toBeEnabled({ timeout: 10_000 });
  await cancel.click();
  await expect(page.getByRole('button', { name: t(lang, 'BankConnection.Connect'), exact: true })).toBeVisible();
  await expect.poll(() => consent.isClosed()).toBe(true);
});
