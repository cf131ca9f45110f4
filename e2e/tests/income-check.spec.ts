import { expect, test } from '@playwright/test';
import { GERMAN_HOLDER, ITALIAN_HOLDER, germanIban, italianIban, privateUseTextLayer, type TemplateName } from '@tenant/documents-fixtures';
import { chooseStatementBank, documentRow, threeMonthsOfStatements, uploadIncomeDocuments } from '../support/income-documents.js';
import { continueButton, errorSummary } from '../support/journey-steps.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

/**
 * Issue 10: an employed applicant uploads three months of bank statements and a bad file, sees the
 * bad file's red row, deletes it, waits for the analysis and continues (spec 2§2 Income check,
 * Parsing status). Statements are generated as their banks print them (tools/documents). Issue 19: a
 * statement whose text layer is broken (private-use glyphs) is explained as a scan, with the bank
 * connection offered instead.
 */
/** The product on the region's host: a first label 'de' is Germany (spec 1§4 Region), the plain host Italy. */
const regionUrl = (region: 'it' | 'de', path: string) => {
  const base = new URL(test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!);
  return region === 'de' ? `${base.protocol}//de.localhost:${base.port}${path}` : `${base.origin}${path}`;
};

for (const journey of [
  { lang: 'en' as Lang, region: 'it' as const, firstName: 'Mario', lastName: 'Rossi', bank: 'Intesa Sanpaolo', template: 'intesaSanpaolo' as TemplateName, holder: ITALIAN_HOLDER, otherAccount: italianIban('03069', '01600', '100000067890') },
  { lang: 'de' as Lang, region: 'de' as const, firstName: 'Max', lastName: 'Mustermann', bank: 'Sparkasse', template: 'sparkasse' as TemplateName, holder: GERMAN_HOLDER, otherAccount: germanIban('37050198', '9876543210') },
]) {
  test(`income check (${journey.lang}, ${journey.bank}): three months of statements and a bad file, delete, parsing status, continue`, async ({ page }) => {
    test.setTimeout(180_000);
    const session = await issueSession({ firstName: journey.firstName, lastName: journey.lastName, employmentStatus: 'Employed', step: 8, stepRouter: 'income-check' });
    await signIn(page, session);
    const base = `/${journey.lang}/fill/${session.applicationId}`;
    await page.goto(regionUrl(journey.region, `${base}/income-check`));
    await expect(page.getByRole('heading', { name: text(journey.lang, 'income', 'IncomeCheck.Heading') })).toBeVisible();

    await chooseStatementBank(page, journey.lang, journey.bank);

    const good = await threeMonthsOfStatements('statements-3-months.pdf', journey.template, `${journey.firstName} ${journey.lastName}`, { base: journey.holder });
    // someone else's account at the same bank: the same account would make whichever file is parsed second a duplicate
    const bad = await threeMonthsOfStatements('someone-else.pdf', journey.template, 'Giuseppe Verdi', { base: journey.holder, iban: journey.otherAccount });
    const broken = { ...good, name: 'broken-text-layer.pdf', buffer: Buffer.from(await privateUseTextLayer(good.buffer)) };
    await uploadIncomeDocuments(page, journey.lang, 'bank_statement', [good, bad, broken]);

    const nameMismatch = text(journey.lang, 'income', 'BankAccts.Error.NameMismatch');
    await expect(documentRow(page, bad.name)).toContainText(nameMismatch, { timeout: 60_000 });
    await expect(documentRow(page, bad.name)).toContainText(text(journey.lang, 'income', 'File.Error'));
    await expect(documentRow(page, good.name)).toContainText(text(journey.lang, 'income', 'File.State.parsed'), { timeout: 60_000 });
    await expect(documentRow(page, good.name)).not.toContainText(nameMismatch);

    await expect(documentRow(page, broken.name)).toContainText(text(journey.lang, 'income', 'BankAccts.Error.NotOriginal.Scan'), { timeout: 60_000 });

    // Continue with bad files: an error summary lists each problem file (issue 22), focused, each linking to the file's row.
    await continueButton(page, journey.lang).click();
    const summary = errorSummary(page, journey.lang);
    await expect(summary).toBeFocused();
    const badLink = summary.getByRole('link', { name: new RegExp(`^${bad.name}: `) });
    await expect(badLink).toContainText(nameMismatch);
    await badLink.click();
    await expect(documentRow(page, bad.name)).toBeFocused();
    await expect(documentRow(page, broken.name)).not.toContainText('{{');
    await documentRow(page, broken.name).getByRole('button', { name: text(journey.lang, 'income', 'IncomeCheck.ConnectBankInstead.Label').replace('{{name}}', broken.name) }).click();
    await expect(page.getByRole('region', { name: text(journey.lang, 'income', 'BankConnection.Heading') }).locator(':focus')).toHaveCount(1);
    await page.getByRole('button', { name: text(journey.lang, 'income', 'File.Delete').replace('{{name}}', broken.name) }).click();
    await expect(documentRow(page, broken.name)).toHaveCount(0);

    await page.getByRole('button', { name: text(journey.lang, 'income', 'File.Delete').replace('{{name}}', bad.name) }).click();
    await expect(documentRow(page, bad.name)).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^${bad.name}: `) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^${broken.name}: `) })).toHaveCount(0);
    await page.reload();
    await expect(documentRow(page, good.name)).toBeVisible();
    await expect(documentRow(page, bad.name)).toHaveCount(0);

    // Continue validates the documents on the server (validate-documents) and moves on to the next step.
    await continueButton(page, journey.lang).click();
    await expect(page).toHaveURL(new RegExp(`${base}/confirmation`));

    await page.goto(regionUrl(journey.region, `${base}/parsing-status`));
    await expect(page.getByText(text(journey.lang, 'income', 'ParsingStatus.Done'))).toBeVisible({ timeout: 60_000 });
    await expect(documentRow(page, good.name)).toBeVisible();
    await page.getByRole('button', { name: text(journey.lang, 'income', 'ParsingStatus.BackToDocuments') }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/income-check`));
  });
}
