import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ReportPdfResponse, ReportResponse } from '@tenant/contracts';
import { ITALIAN_FISCAL_CODE, identityImages, italianIdCardSpec, photographed } from '@tenant/documents-fixtures';
import { randomBytes } from 'node:crypto';
import { embeddedCheckout, payWithCard } from '../support/checkout.js';
import { chooseStatementBank, expectAnalysed, italianPayslip, threeMonthsOfStatements, uploadIncomeDocuments } from '../support/income-documents.js';
import {
  answerNoToAll,
  browserSession,
  chooseOccupation,
  continueButton,
  declareVeridicity,
  expectIdentityDocumentRead,
  fillAddressFields,
  fillBasicPersonalDetails,
  fillCurrentHome,
  fillEmploymentAndConfirm,
  fillSignUp,
  pickStreetSuggestion,
  pressContinue,
  reopenStep,
  submitSignUpWithMailedCode,
  throughIntroAndType,
  uploadIdentityDocument,
} from '../support/journey-steps.js';
import { lastMailId, mailsTo, mailTo } from '../support/mailbox.js';
import { accountsList, connectBank, decideConsent } from '../support/psd2-bank.js';
import { openedPdfAddress, PRINTED_VERIFICATION_LINK, readReportPdf } from '../support/report-pdf.js';
import { text, type Lang } from '../support/texts.js';

/**
 * The whole journey of an employed renter in Italy with nothing seeded (spec 1§2–2§4): sign-up with
 * the mailed code, personal details with a photographed identity card read by OCR, address,
 * household, questionnaire, income check with generated payslips and bank statements, parsing,
 * confirmation, payment with 4242 in the Stripe sandbox's embedded checkout; then the report the
 * report service computed from the events, its PDF, and the verification page the PDF leads to.
 * The applicant is Mario Rossi, the holder of the generated card, payslips and statements.
 */
const lang: Lang = 'en';
const t = (namespace: string, key: string) => text(lang, namespace, key);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const stepUrl = (step: string) => new RegExp(`/${lang}/fill/${UUID}/${step}$`);
/** An amount in cents as the English report prints euros (`€1,896.22`). */
const euros = (cents: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GET /v2/report/ with the applicant's session, as the Result step asks it. */
const reportOf = async (request: APIRequestContext, session: { applicationId: string; accessToken: string }): Promise<ReportResponse> =>
  (await (await request.get(`/api/v2/report/?application_id=${session.applicationId}&lang=${lang}`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()) as ReportResponse;

/** The stored PDF of a report version, through the link the Result step gets for it. */
const pdfBytesOf = async (request: APIRequestContext, session: { applicationId: string; accessToken: string }, reportId: string): Promise<Buffer> => {
  const { pdf_link } = (await (await request.get(`/api/v2/report/pdf?application_id=${session.applicationId}&report_id=${reportId}`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()) as ReportPdfResponse;
  expect(pdf_link).toBeTruthy();
  return (await request.get(pdf_link!)).body();
};

test('an employed renter in Italy goes from sign-up to a paid, computed report, its PDF and its verification; a PSD2 connection after payment leaves that version fixed and makes a draft; a new declaration issues version 2; withdrawn', async ({ page, context }) => {
  // A ceiling for a loaded machine: OCR, parsing, the report build and printing run as background jobs.
  test.setTimeout(900_000);
  const email = `mario.rossi.${randomBytes(5).toString('hex')}@gmail.com`;

  // Occupation (no listing: the applicant may download the report), then sign-up with the mailed code
  await page.goto(`/${lang}/fill/occupation`);
  await throughIntroAndType(page, lang);
  await chooseOccupation(page, lang, 'Occupation.Employed.Title');
  await expect(page).toHaveURL(new RegExp(`/${lang}/fill/sign-up$`));
  await fillSignUp(page, lang, { firstName: 'Mario', lastName: 'Rossi', email, mobile: '347 123 4567' });
  await submitSignUpWithMailedCode(page, lang, email);
  await expect(page).toHaveURL(stepUrl('personal-details'), { timeout: 30_000 });
  const session = await browserSession(page);
  const { applicationId } = session;

  // Personal details: the card holder's facts, then the identity card as a phone photographs it, read by OCR
  await fillBasicPersonalDetails(page, lang, { nationality: { search: 'ital', option: 'Italy' }, fiscalCode: ITALIAN_FISCAL_CODE, dateOfBirthDigits: '01081985', placeOfBirth: 'Milano' });
  await pressContinue(page, lang);
  await expect(page.getByRole('heading', { name: t('personal', 'PersonalDetails.SubStep2.Heading') })).toBeVisible();
  const card = identityImages(italianIdCardSpec());
  await uploadIdentityDocument(page, lang, 'ID_CARD', {
    front: { name: 'carta-identita-fronte.jpg', mimeType: 'image/jpeg', buffer: await photographed(card.front) },
    back: { name: 'carta-identita-retro.jpg', mimeType: 'image/jpeg', buffer: await photographed(card.back!) },
  });
  await expectIdentityDocumentRead(page, lang, ['front', 'back']);
  await fillAddressFields(page, lang, { Street: 'Via Giuseppe Garibaldi', HouseNum: '12', City: 'Milano', Postcode: '20121' });
  await pressContinue(page, lang);

  // Current address, from the places sandbox's suggestions
  await expect(page).toHaveURL(stepUrl('current-address'));
  await pickStreetSuggestion(page, lang, 'via nazionale', 'Via Nazionale, Roma, RM, Italy');
  await fillAddressFields(page, lang, { HouseNum: '41' });
  await pressContinue(page, lang);

  // Household: alone, renting now, employed open-ended with 13 paychecks
  await expect(page).toHaveURL(stepUrl('additional-details'));
  const hh = (key: string) => t('household', key);
  await fillCurrentHome(page, lang, { situation: hh('AdditionalDetails.LivingSituation.Rent'), rent: '650', deposit: '1,950' });
  await fillEmploymentAndConfirm(page, lang, { contract: hh('AdditionalDetails.TypeOfContract.OpenEnded'), paychecksPerYear: '13' });
  await pressContinue(page, lang);

  // Questionnaire
  await expect(page).toHaveURL(stepUrl('questionnaire'));
  await answerNoToAll(page, lang);
  await pressContinue(page, lang);

  // Income check: the last three payslips and three months of statements whose salary is their net pay
  await expect(page).toHaveURL(stepUrl('income-check'));
  await expect(page.getByRole('heading', { name: t('income', 'IncomeCheck.Heading') })).toBeVisible();
  const payslips = [
    await italianPayslip('cedolino-1.pdf', 'zucchetti', 3),
    await italianPayslip('cedolino-2.pdf', 'zucchetti', 2),
    await italianPayslip('cedolino-3.pdf', 'zucchetti', 1),
  ];
  const netPay = payslips[0].spec.net;
  const statements = await threeMonthsOfStatements('estratto-conto-3-mesi.pdf', 'intesaSanpaolo', 'Mario Rossi', { salary: netPay });
  await chooseStatementBank(page, lang, 'Intesa Sanpaolo');
  await uploadIncomeDocuments(page, lang, 'bank_statement', [statements]);
  await uploadIncomeDocuments(page, lang, 'payslip', payslips);
  await expectAnalysed(page, lang, [statements, ...payslips]);
  await pressContinue(page, lang);

  // Confirmation: the declaration of veridicity
  await expect(page).toHaveURL(stepUrl('confirmation'), { timeout: 30_000 });
  await declareVeridicity(page, lang, 'Mario Rossi');
  await pressContinue(page, lang);

  // Payment: 4242 in the embedded checkout of the Stripe sandbox
  await expect(page).toHaveURL(stepUrl('payment'));
  // marked before paying: once paid, the report may be issued and mailed before the next line runs
  const mailsBeforeReport = await lastMailId(page.request);
  await payWithCard(await embeddedCheckout(page, lang), lang, '4242 4242 4242 4242', 'Mario Rossi');
  await expect(page.getByRole('status').filter({ hasText: t('payment', 'Payment.Success.Header') })).toContainText('We have received your payment of €20.00 for your report');
  await expect(continueButton(page, lang)).toBeEnabled();
  await pressContinue(page, lang);

  // Parsing status: every file analysed, then on to the result
  await expect(page).toHaveURL(stepUrl('parsing-status'), { timeout: 60_000 });
  await expect(page.getByText(t('income', 'ParsingStatus.Done'))).toBeVisible({ timeout: 60_000 });
  await pressContinue(page, lang);
  await expect(page).toHaveURL(stepUrl('result'), { timeout: 30_000 });

  // The report is built by a background job once paid: its mail says it is ready and leads back to the result.
  const ready = await mailTo(page.request, email, mailsBeforeReport, /\/result$/m, 240_000);
  expect(ready.subject).toBe(t('report', 'Report.Mail.Ready.Subject'));
  const resultLink = /^http\S+\/result$/m.exec(ready.text)![0];
  expect(resultLink).toContain(`/${lang}/fill/${applicationId}/result`);
  await page.goto(resultLink);

  // The report computed from the events: the applicant's name, the payslips' net pay, a third of it as the suggested rent
  await expect(page.getByRole('heading', { level: 1, name: 'Mario Rossi' })).toBeVisible({ timeout: 30_000 });
  const employment = page.getByRole('region', { name: t('report', 'Report.Employment.Title') });
  await expect(employment.locator('.rv-facts__item').filter({ hasText: t('report', 'Report.Employment.NetIncome') })).toContainText(euros(netPay));
  await expect(employment).toContainText('ROSSI E BIANCHI S.R.L.');
  const suggestedRent = euros(Math.floor(netPay / 300) * 100);
  await expect(page.getByRole('region', { name: t('report', 'Report.Affordability.Title') })).toContainText(`${t('report', 'Report.Affordability.Suggested')}: ${suggestedRent}`);
  const income = page.getByRole('region', { name: t('report', 'Report.Income.Title') });
  await expect(income.getByRole('table', { name: t('report', 'Report.Income.Payslips') }).getByText(euros(netPay))).toHaveCount(3);
  // the statements' salary: what the bank booked each month, the net pay give or take the generator's €30
  await expect(income).toContainText('Intesa Sanpaolo');
  const salaryCells = income.getByRole('table', { name: t('report', 'Report.Income.BankStatements') }).getByRole('cell');
  await expect(salaryCells).toHaveCount(3);
  for (const cell of await salaryCells.allInnerTexts()) {
    expect(cell).toContain(t('report', 'Report.Coverage.ok'));
    const salary = Math.round(Number(/€([\d,]+\.\d{2})/.exec(cell)![1].replace(/,/g, '')) * 100);
    expect(Math.abs(salary - netPay)).toBeLessThanOrEqual(3_000);
  }

  // The PDF (printed already for the mail's attachment) opens in a new tab at once; it prints the name, the figures and the verification link
  const pdfAddress = await openedPdfAddress(context, () => page.getByRole('button', { name: t('report', 'Report.Download') }).click());
  const pdf = await page.request.get(pdfAddress);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { pdfText, qr } = readReportPdf(await pdf.body());
  expect(pdfText).toContain('Mario Rossi');
  expect(pdfText).toContain(euros(netPay));
  expect(pdfText).toContain(suggestedRent);
  const verificationLink = PRINTED_VERIFICATION_LINK.exec(pdfText)?.[0];
  expect(verificationLink, 'the verification link printed in the PDF').toBeTruthy();
  expect(qr).toMatch(new RegExp(`/${lang}/verify-report\\?token=`));

  // The printed link leads to the verification page: verified, for Mario Rossi; in Italian too
  await page.goto(verificationLink!);
  await expect(page).toHaveURL(new RegExp(`/${lang}/verify-report\\?token=`));
  await expect(page.getByRole('heading', { name: t('report', 'ReportVerification.Verified') })).toBeVisible();
  await expect(page.getByText('Mario Rossi')).toBeVisible();
  await page.goto(page.url().replace(`/${lang}/verify-report`, '/it/verify-report'));
  await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Verified') })).toBeVisible();

  // Issued means fixed (services/report/README.md "Versions"): the paid report is version 1, and the
  // receipt's report reference is the id the report shows.
  const issued = await reportOf(page.request, session);
  expect(issued).toMatchObject({ state: 'issued', version: 1, draft: null });
  const v1Id = issued.report_id!;
  const receipt = (await mailsTo(page.request, email)).find((mail) => mail.text.includes('Report reference:'));
  expect(receipt?.text).toContain(`Report reference: ${v1Id}`);
  const v1PdfHash = sha256(await pdf.body());

  // After paying, the applicant goes back to the income check and connects the sandbox bank by PSD2.
  await reopenStep(page, session, lang, 'income-check');
  await expect(page.getByRole('heading', { name: t('income', 'BankConnection.Heading') })).toBeVisible();
  const consent = await connectBank(page, context, lang);
  await decideConsent(consent, 'Approve', 'Mario Rossi');
  await consent.close();
  await expect(accountsList(page, lang).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  const mailsBeforeBank = await lastMailId(page.request);
  await page.getByRole('button', { name: t('income', 'BankConnection.FetchTransactions') }).click();
  await expect(page.getByText(t('income', 'BankConnection.Success'))).toBeVisible({ timeout: 60_000 });

  // The new statements make a draft; the issued version, its PDF bytes and its QR code stay as they were, and nothing is mailed.
  await expect.poll(async () => (await reportOf(page.request, session)).draft?.needs, { timeout: 180_000 }).toEqual(['declaration']);
  const withDraft = await reportOf(page.request, session);
  expect(withDraft).toMatchObject({ report_id: v1Id, state: 'issued', version: 1 });
  expect(withDraft.report).toEqual(issued.report);
  expect(sha256(await pdfBytesOf(page.request, session, v1Id))).toBe(v1PdfHash);
  await page.goto(qr!);
  await expect(page.getByRole('heading', { name: t('report', 'ReportVerification.Verified') })).toBeVisible();
  await expect(page.getByText(`${t('report', 'ReportVerification.Version')}: 1`)).toBeVisible();
  expect((await mailsTo(page.request, email, mailsBeforeBank)).filter((mail) => mail.subject === t('report', 'Report.Mail.Ready.Subject'))).toEqual([]);

  // The applicant sees the draft as such on the Result step, beside the issued version 1.
  await page.goto(`/${lang}/fill/${applicationId}/result`);
  const draftBanner = page.getByRole('status').filter({ has: page.getByRole('heading', { name: t('report', 'Report.Draft.Title') }) });
  await expect(draftBanner).toBeVisible({ timeout: 30_000 });
  await expect(draftBanner).toContainText(t('report', 'Report.Draft.Text').replaceAll('{{version}}', '1'));
  await expect(page.getByText(v1Id)).toBeVisible();
  await draftBanner.getByRole('button', { name: t('report', 'Report.Draft.Show') }).click();
  await expect(page.getByText(t('report', 'Report.Header.DraftNotIssued'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('report', 'Report.Download') })).toHaveCount(0);

  // A new declaration issues the draft as version 2, without a second payment; version 1's QR code then says a newer version exists.
  const mailsBeforeReissue = await lastMailId(page.request);
  await draftBanner.getByRole('button', { name: t('report', 'Report.Draft.Confirm') }).click();
  await expect(page).toHaveURL(stepUrl('confirmation'));
  await declareVeridicity(page, lang, 'Mario Rossi');
  await pressContinue(page, lang);
  await expect(page).toHaveURL(stepUrl('(payment|parsing-status|result)'), { timeout: 30_000 });
  await expect.poll(async () => (await reportOf(page.request, session)).version, { timeout: 180_000 }).toBe(2);
  const v2 = await reportOf(page.request, session);
  expect(v2).toMatchObject({ state: 'issued', draft: null });
  expect(v2.report_id).toBe(withDraft.draft!.report_id);
  await mailTo(page.request, email, mailsBeforeReissue, /\/result$/m, 240_000);
  await page.goto(qr!);
  await expect(page.getByRole('heading', { name: t('report', 'ReportVerification.Superseded') })).toBeVisible();
  await expect(page.getByText('Mario Rossi')).toBeVisible();
  expect(sha256(await pdfBytesOf(page.request, session, v1Id))).toBe(v1PdfHash);

  // Withdrawn: reloaded, version 2 shows as withdrawn, without "Valid until" nor Download PDF.
  await page.goto(`/${lang}/fill/${applicationId}/result`);
  await expect(page.getByText(t('report', 'Report.State.Issued').replace('{{version}}', '2').replace(/\{\{date\}\}.*/, ''))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: t('report', 'Report.Withdraw') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('report', 'Report.Withdraw') }).click();
  await expect(page.getByText(t('report', 'Report.State.Withdrawn.Title'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(t('report', 'Report.State.Withdrawn.Title'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('report', 'Report.Header.WithdrawnOn'))).toBeVisible();
  await expect(page.getByText(t('report', 'Report.Header.ValidUntil'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('report', 'Report.Download') })).toHaveCount(0);
});
