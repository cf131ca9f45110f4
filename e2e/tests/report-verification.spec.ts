import { expect, test } from '@playwright/test';
import { REPORT_VALIDITY_DAYS } from '@tenant/domain';
import { issueCertificate, shortCodeOf } from '../support/certificates.js';
import { text } from '../support/texts.js';
import { axeViolations } from '../support/axe.js';

test.describe('ReportVerification (spec 2§2, 2§4)', () => {
  test('a token issued by the report service shows the verified certificate', async ({ page }) => {
    const { token } = await issueCertificate({ name: 'Maria Rossi' });
    await page.goto(`/it/verify-report?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Verified') })).toBeVisible();
    await expect(page.getByText('Maria Rossi')).toBeVisible();
    await expect(page.getByText(new RegExp(`^${text('it', 'report', 'ReportVerification.CertificateDate')}: \\d{1,2} \\p{L}+ \\d{4}$`, 'u'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText(text('it', 'report', 'ReportVerification.Contact'))).toBeVisible();
  });

  test('a tampered token is not verified', async ({ page }) => {
    const { token } = await issueCertificate({ name: 'Lukas Weber' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 86_400 * 365 })).toString('base64url');
    await page.goto(`/en/verify-report?token=${header}.${forged}.${signature}`);
    await expect(page.getByRole('heading', { name: text('en', 'report', 'ReportVerification.NotVerified') })).toBeVisible();
    await expect(page.getByText(text('en', 'report', 'ReportVerification.NotVerifiedText'))).toBeVisible();
    await expect(page.getByText('Lukas Weber')).toHaveCount(0);
  });

  test('an expired token is not verified: the page says it expired', async ({ page }) => {
    const { token } = await issueCertificate({ name: 'Anna Schmidt', issuedDaysAgo: REPORT_VALIDITY_DAYS + 1 });
    await page.goto(`/de/verify-report?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: text('de', 'report', 'ReportVerification.Expired') })).toBeVisible();
    await expect(page.getByText('Anna Schmidt')).toHaveCount(0);
  });

  test('without a token the page explains how to verify a report and verifies the short code printed under the QR code', async ({ page }) => {
    const { token } = await issueCertificate({ name: 'Marta Greco' });
    const shortCode = shortCodeOf(token);
    for (const lang of ['en', 'de'] as const) {
      await page.goto(`/${lang}/verify-report`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/verify-report$`));
      await expect(page.getByRole('heading', { name: text(lang, 'report', 'ReportVerification.HowTo.Heading') })).toBeVisible();
      await expect(page.getByText(text(lang, 'report', 'ReportVerification.HowTo.Text'))).toBeVisible();
      await expect(page.getByText(text(lang, 'common', 'Unauthorized.Header'))).toHaveCount(0);
    }
    await page.goto('/it/verify-report');
    const field = page.getByRole('textbox', { name: text('it', 'report', 'ReportVerification.HowTo.CodeLabel') });
    await field.fill('non-un-codice');
    await page.getByRole('button', { name: text('it', 'report', 'ReportVerification.HowTo.Submit') }).click();
    await expect(page.getByText(text('it', 'report', 'ReportVerification.HowTo.Invalid'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill(shortCode);
    await page.getByRole('button', { name: text('it', 'report', 'ReportVerification.HowTo.Submit') }).click();
    await expect(page).toHaveURL(/\/it\/verify-report\?token=/);
    await expect(page.getByRole('heading', { name: text('it', 'report', 'ReportVerification.Verified') })).toBeVisible();
    await expect(page.getByText('Marta Greco')).toBeVisible();
  });
});
