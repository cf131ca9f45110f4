import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ITALIAN_FISCAL_CODE, identityImages, italianIdCardSpec, photographed } from '@tenant/documents-fixtures';
import { documentRow, expectAnalysed, italianPayslip, uploadIncomeDocuments } from '../support/income-documents.js';
import { continueButton, expectIdentityDocumentRead, fillBasicPersonalDetails } from '../support/journey-steps.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text, type Lang } from '../support/texts.js';

/**
 * Issue 11: an employed applicant in Italy photographs the front and back of an Italian identity card
 * (CIE) in personal details and sees both read by the income service's OCR; on income check three
 * payslips, the newest from a new employer (a change of job), show that payslip in orange, and the
 * applicant continues. The applicant's facts (name, date of birth, nationality, fiscal code) are the
 * generated card's and payslips' holder, Mario Rossi, so nothing mismatches.
 */
const lang: Lang = 'en';
const personal = (key: string) => text(lang, 'personal', key);
const income = (key: string) => text(lang, 'income', key);

const NEW_EMPLOYER = { name: 'VERDI COSTRUZIONI S.P.A.', street: 'Via Po 1', city: '10100 Torino TO', taxNumber: '01234567897' };

let photos: string;
test.beforeAll(async () => {
  photos = await mkdtemp(join(tmpdir(), 'e2e-identity-'));
});
test.afterAll(async () => {
  await rm(photos, { recursive: true, force: true });
});

test('an employed applicant in Italy: a photographed identity card read, three payslips with a new employer in orange, continue', async ({ page }) => {
  test.setTimeout(300_000);
  // Saved at personal details: a restored application moves forward to its saved step, never back.
  const session = await issueSession({ firstName: 'Mario', lastName: 'Rossi', employmentStatus: 'Employed', step: 4, stepRouter: 'personal-details' });
  await signIn(page, session);
  const base = `/${lang}/fill/${session.applicationId}`;

  // Personal details, sub-step 1: the card holder's facts.
  await page.goto(`${base}/personal-details`);
  await fillBasicPersonalDetails(page, lang, { nationality: { search: 'ital', option: 'Italy' }, fiscalCode: ITALIAN_FISCAL_CODE, dateOfBirthDigits: '01081985', placeOfBirth: 'Milano' });
  await continueButton(page, lang).click();
  await expect(page.getByRole('heading', { name: personal('PersonalDetails.SubStep2.Heading') })).toBeVisible();

  // Sub-step 2: the card's front and back as a phone photographs them (JPEG, tilted, blurred, shadowed).
  const card = identityImages(italianIdCardSpec());
  const sides = { front: await photographed(card.front), back: await photographed(card.back!) };
  await page.getByRole('radio', { name: personal('PersonalDetails.IdDocument.Kind.ID_CARD'), exact: true }).check();

  const frontPath = join(photos, 'carta-identita-fronte.jpg');
  await writeFile(frontPath, sides.front);
  await page.getByLabel(personal('PersonalDetails.IdDocument.Choose').replace('{{side}}', personal('PersonalDetails.IdDocument.Side.front'))).setInputFiles(frontPath);
  await expect(page.getByText(text(lang, 'income', 'Identity.Error.MissingBack'))).toBeVisible();
  const backPath = join(photos, 'carta-identita-retro.jpg');
  await writeFile(backPath, sides.back);
  await page.getByLabel(personal('PersonalDetails.IdDocument.Choose').replace('{{side}}', personal('PersonalDetails.IdDocument.Side.back'))).setInputFiles(backPath);
  await expect(page.getByText(text(lang, 'income', 'Identity.Error.MissingBack'))).toBeHidden();

  // The OCR job reads the machine-readable zone; the screen polls until both sides are read.
  await expectIdentityDocumentRead(page, lang, ['front', 'back']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.personal-uploads__state--warning')).toHaveCount(0);

  // Income check (a path beyond the saved step stays): three months of payslips, the newest from the new employer.
  await page.goto(`${base}/income-check`);
  await expect(page.getByRole('heading', { name: income('IncomeCheck.Heading') })).toBeVisible();
  const payslips = [
    await italianPayslip('cedolino-1.pdf', 'zucchetti', 3),
    await italianPayslip('cedolino-2.pdf', 'zucchetti', 2),
    await italianPayslip('cedolino-nuovo-lavoro.pdf', 'teamsystem', 1, NEW_EMPLOYER),
  ];
  await uploadIncomeDocuments(page, lang, 'payslip', payslips.slice(0, 2));
  await expectAnalysed(page, lang, payslips.slice(0, 2));
  await uploadIncomeDocuments(page, lang, 'payslip', payslips.slice(2));

  const changed = documentRow(page, 'cedolino-nuovo-lavoro.pdf');
  const warning = income('Payslip.Warning.EmployerChanged').replace('{{employer}}', NEW_EMPLOYER.name).replace('{{expected}}', 'ROSSI E BIANCHI S.R.L.');
  await expect(changed).toContainText(warning, { timeout: 120_000 });
  await expect(changed).toContainText(income('File.Warning'));
  await expect(changed.getByText(warning)).toHaveCSS('color', 'rgb(161, 92, 0)');
  for (const payslip of payslips.slice(0, 2)) await expect(documentRow(page, payslip.name)).not.toContainText(income('File.Warning'));

  // A warning does not block: Continue validates the documents on the server and moves on.
  await continueButton(page, lang).click();
  await expect(page).toHaveURL(new RegExp(`${base}/confirmation`));
});
