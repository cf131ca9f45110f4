import { expect, type Page } from '@playwright/test';
import {
  ITALIAN_HOLDER,
  italianPayslipSpec,
  payslipFixture,
  renderFixture,
  statementSpec,
  type Holder,
  type PayslipEmployer,
  type PayslipSpec,
  type PayslipTemplateName,
  type TemplateName,
} from '@tenant/documents-fixtures';
import type { UploadFile } from './journey-steps.js';
import { text, type Lang } from './texts.js';

/**
 * The income documents an applicant uploads on income check, generated as their payroll software and
 * banks print them (tools/documents), and the steps of uploading them and reading their rows.
 */

/** The pay month `monthsBack` whole months before this one (YYYY-MM). */
export const payMonth = (monthsBack: number): string => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 7);
};

/** An Italian payslip of `monthsBack` months ago (Mario Rossi's), with the spec it prints (its net pay, in cents). */
export const italianPayslip = async (name: string, template: PayslipTemplateName, monthsBack: number, employer?: PayslipEmployer): Promise<UploadFile & { spec: PayslipSpec }> => {
  const spec = italianPayslipSpec({ period: payMonth(monthsBack), ...(employer ? { employer } : {}) });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await payslipFixture(template, spec)), spec };
};

/**
 * Three months of statements of one bank ending last month, in the holder's name (at the Italian
 * holder's address unless told); the salary booked each month (cents) and the account (the bank's
 * fixture account) when told.
 */
export const threeMonthsOfStatements = async (name: string, template: TemplateName, holder: string, options: { base?: Holder; salary?: number; iban?: string } = {}): Promise<UploadFile> => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await renderFixture(template, statementSpec(template, { months: 3, holder: { ...(options.base ?? ITALIAN_HOLDER), name: holder }, salary: options.salary, iban: options.iban }))),
});

/** Income check: picks the applicant's bank in the statements' bank list. */
export async function chooseStatementBank(page: Page, lang: Lang, bank: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${text(lang, 'income', 'IncomeCheck.Bank.Label')}`) }).click();
  await page.getByRole('option', { name: new RegExp(bank) }).first().click();
}

/** Income check: the files chosen in one section's picker (`payslip`, `bank_statement`, …). */
export async function uploadIncomeDocuments(page: Page, lang: Lang, section: string, files: UploadFile[]): Promise<void> {
  const label = text(lang, 'income', 'Upload.Choose').replace('{{section}}', text(lang, 'income', `IncomeCheck.Section.${section}`));
  // the picker's button is the label of its (visually hidden) file input: a click on it opens the chooser
  const chooser = page.waitForEvent('filechooser');
  await page.locator('label').getByText(label, { exact: true }).first().click();
  await (await chooser).setFiles(files);
}

/** A file's row on income check and parsing status, named by the file. */
export const documentRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Waits until each file's row says it was analysed (the income service's parsing is a background job). */
export async function expectAnalysed(page: Page, lang: Lang, files: Pick<UploadFile, 'name'>[], timeout = 120_000): Promise<void> {
  for (const file of files) await expect(documentRow(page, file.name)).toContainText(text(lang, 'income', 'File.State.parsed'), { timeout });
}
