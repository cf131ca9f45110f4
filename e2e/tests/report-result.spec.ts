import { expect, test } from '@playwright/test';
import type { ReportPdfResponse } from '@tenant/contracts';
import { issueCertificate, seedReport, shortCodeOf } from '../support/certificates.js';
import { loadProduct } from '../support/product.js';
import { openedPdfAddress, PRINTED_VERIFICATION_LINK, readReportPdf } from '../support/report-pdf.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

const RESULT_STEP_INDEX = 12;

test.describe('Result and the report PDF (spec 2§2, 2§4)', () => {
  test('the result shows the report; its PDF opens in a new tab and its QR code leads to the verified certificate', async ({ page, context }) => {
    test.setTimeout(120_000);
    const session = await issueSession({ firstName: 'Giulia', lastName: 'Conti', employmentStatus: 'Employed', step: RESULT_STEP_INDEX, stepRouter: 'result' });
    await seedReport({ applicationId: session.applicationId, applicantId: session.applicantId });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/result`);

    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeVisible();
    await expect(page.getByRole('region', { name: text('it', 'report', 'Report.Affordability.Title') })).toContainText('1180,00');
    await expect(page.getByRole('region', { name: text('it', 'report', 'Report.Income.Title') }).getByRole('img', { name: /Reddito per mese/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: text('it', 'report', 'Report.Download') }).click();
    const ready = page.getByRole('link', { name: text('it', 'report', 'Report.Download.Ready') });
    await expect(ready).toBeVisible({ timeout: 60_000 });
    const pdf = await page.request.get(await openedPdfAddress(context, () => ready.click()));
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    const { pdfText, qr } = readReportPdf(await pdf.body());
    expect(pdfText).toContain('Giulia Conti');
    expect(pdfText).toMatch(/1180,00\s€/);
    expect(pdfText).toContain('/api/v1/openapis/r/');
    expect(qr).toMatch(new RegExp(`^${loadProduct().baseUrl}/it/verify-report\\?token=`));

    await page.goto(qr!);
    await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Verified') })).toBeVisible();
    await expect(page.getByText('Giulia Conti')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);

    // The printed short link leads to the same page.
    const shortLink = PRINTED_VERIFICATION_LINK.exec(pdfText)![0];
    await page.goto(shortLink);
    await expect(page).toHaveURL(/\/it\/verify-report\?token=/);
    await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Verified') })).toBeVisible();
  });

  test('a withdrawn report, reloaded, shows the withdrawn state without "Valid until" nor Download PDF, and its QR code says withdrawn', async ({ page }) => {
    test.setTimeout(120_000);
    const session = await issueSession({ firstName: 'Giulia', lastName: 'Conti', employmentStatus: 'Employed', step: RESULT_STEP_INDEX, stepRouter: 'result' });
    const { report_id: reportId } = await seedReport({ applicationId: session.applicationId, applicantId: session.applicantId });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/result`);
    await expect(page.getByText(text('en', 'report', 'Report.Header.ValidUntil'))).toBeVisible();
    // the PDF printed before the withdrawal, and the QR code on it
    const pdfCall = `/api/v2/report/pdf?application_id=${session.applicationId}&report_id=${reportId}&lang=it`;
    let link: string | null = null;
    await expect
      .poll(async () => (link = ((await (await page.request.get(pdfCall, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()) as ReportPdfResponse).pdf_link), { timeout: 60_000 })
      .toBeTruthy();
    const { qr } = readReportPdf(await (await page.request.get(link!)).body());

    await page.getByRole('button', { name: text('en', 'report', 'Report.Withdraw') }).click();
    await page.getByRole('dialog').getByRole('button', { name: text('en', 'report', 'Report.Withdraw') }).click();
    await expect(page.getByText(text('en', 'report', 'Report.State.Withdrawn.Title'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Giulia Conti' })).toBeVisible();
    await expect(page.getByText(text('en', 'report', 'Report.State.Withdrawn.Title'))).toBeVisible();
    await expect(page.getByText(text('en', 'report', 'Report.Header.WithdrawnOn'))).toBeVisible();
    await expect(page.getByText(text('en', 'report', 'Report.Header.ValidUntil'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'report', 'Report.Download') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'report', 'Report.Withdraw') })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(qr!);
    await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Revoked') })).toBeVisible();
    await expect(page.getByText('Giulia Conti')).toHaveCount(0);
  });

  test('a hidden report shows the hide-report text in two paragraphs', async ({ page }) => {
    const session = await issueSession({ employmentStatus: 'Employed', step: RESULT_STEP_INDEX, stepRouter: 'result' });
    await seedReport({ applicationId: session.applicationId, applicantId: session.applicantId, hide: true });
    await signIn(page, session);
    await page.goto(`/en/fill/${session.applicationId}/result`);
    const [first, second] = text('en', 'report', 'Results.Error.HideReport').split('\n');
    await expect(page.getByText(first)).toBeVisible();
    await expect(page.getByText(second)).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'report', 'Report.Download') })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Partner demo site (DESIGN §4b Partners)', () => {
  test('a partner page on another origin shows the verification and the summary through the report remote alone', async ({ page }) => {
    const { partnerDemoUrl, baseUrl } = loadProduct();
    expect(new URL(partnerDemoUrl!).origin).not.toBe(new URL(baseUrl).origin);
    const { token } = await issueCertificate({ name: 'Maria Rossi' });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));

    await page.goto(`${partnerDemoUrl}/?lang=en&token=${encodeURIComponent(token)}`);

    const verification = page.getByTestId('partner-verification');
    await expect(verification.getByRole('heading', { name: text('en', 'report', 'ReportVerification.Verified') })).toBeVisible();
    await expect(verification.getByText('Maria Rossi')).toBeVisible();
    const summary = page.getByRole('region', { name: text('en', 'report', 'ReportSummary.Title') });
    await expect(summary).toContainText('Maria Rossi');
    // only the report remote came from the product: no shell, no other remote
    const fromProduct = scripts.filter((url) => url.startsWith(baseUrl));
    expect(fromProduct.length).toBeGreaterThan(0);
    expect(fromProduct.every((url) => url.includes('/remotes/mfe-report/'))).toBe(true);
  });

  test('works under another loopback name than the configured one, styles the summary as a card, and says "not valid" once for a tampered token', async ({ page }) => {
    const configured = new URL(loadProduct().partnerDemoUrl!);
    const other = `http://localhost:${configured.port}`;
    expect(configured.hostname).not.toBe('localhost');
    const { token } = await issueCertificate({ name: 'Maria Rossi' });

    await page.goto(`${other}/?lang=de&token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('partner-verification').getByRole('heading', { name: text('de', 'report', 'ReportVerification.Verified') })).toBeVisible();
    const summary = page.getByRole('region', { name: text('de', 'report', 'ReportSummary.Title') });
    await expect(summary).toContainText('Maria Rossi');
    // a card like the report's: bordered, on the surface colour, with the label–value grid
    expect(await summary.evaluate((card) => [getComputedStyle(card).borderTopStyle, getComputedStyle(card.querySelector('dl')!).display])).toEqual(['solid', 'grid']);

    const [head, payload, signature] = token.split('.');
    const tampered = `${head}.${payload}.${signature.slice(0, -4)}AAAA`;
    await page.goto(`${other}/?lang=de&token=${encodeURIComponent(tampered)}`);
    await expect(page.getByRole('heading', { name: text('de', 'report', 'ReportVerification.NotVerified') })).toHaveCount(1);
    await expect(page.getByTestId('partner-summary')).toBeHidden();
  });

  test('verifies the short link printed on the PDF when a landlord pastes it', async ({ page }) => {
    const { partnerDemoUrl, baseUrl } = loadProduct();
    const { token } = await issueCertificate({ name: 'Maria Rossi' });
    await page.goto(`${partnerDemoUrl}/?lang=en`);
    await page.getByRole('textbox', { name: 'Verification link or token' }).fill(`${baseUrl}/api/v1/openapis/r/${shortCodeOf(token)}`);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('partner-verification').getByRole('heading', { name: text('en', 'report', 'ReportVerification.Verified') })).toBeVisible();
    await expect(page.getByRole('region', { name: text('en', 'report', 'ReportSummary.Title') })).toContainText('Maria Rossi');
  });

  test('opened without a token explains what it is for, and loads nothing from the product', async ({ page }) => {
    const { partnerDemoUrl, baseUrl } = loadProduct();
    const fromProduct: string[] = [];
    page.on('request', (request) => request.url().startsWith(baseUrl) && fromProduct.push(request.url()));
    await page.goto(`${partnerDemoUrl}/?lang=en`);
    await expect(page.getByText('Here you check that it is authentic, unchanged and still valid', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Verification link or token' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(fromProduct).toEqual([]);
  });
});
