import { expect, test } from '@playwright/test';
import { germanUrl } from '../support/regions.js';
import { issueSession, signIn } from '../support/sessions.js';
import { text } from '../support/texts.js';

/**
 * Issue 22: the listing's country (the property's) decides the market; the visitor's host or IP location
 * counts only without a listing. Seen in the personal-details form (German identity check or codice
 * fiscale) and the income check's bank list, which the screen asks for with the region header.
 */
const bankPicker = (lang: 'it' | 'de') => new RegExp(`^${text(lang, 'income', 'IncomeCheck.Bank.Label')}`);

test.describe('market by listing (issue 22)', () => {
  test('a Munich listing opened on the Italian host gets the German identity check and German banks', async ({ page }) => {
    const session = await issueSession({ listingId: '1005', step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(`/it/fill/${session.applicationId}/personal-details/1005`);
    await expect(page.getByRole('heading', { name: text('it', 'personal', 'IdentityVerification.Heading') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text('it', 'personal', 'PersonalDetails.FiscalCode') })).toHaveCount(0);

    const bankList = page.waitForRequest((request) => request.url().includes('/api/v1/bank-account/get-bank-list'));
    await page.goto(`/it/fill/${session.applicationId}/income-check/1005`);
    expect((await bankList).headers()['region']).toBe('de');
    await page.getByRole('button', { name: bankPicker('it') }).click();
    await expect(page.getByRole('option', { name: /Sparkasse/ }).first()).toBeVisible();
    await expect(page.getByRole('option', { name: /BancoPosta|Intesa Sanpaolo/ })).toHaveCount(0);
  });

  test('an Italian listing opened on the German host asks for the codice fiscale and lists Italian banks', async ({ page }) => {
    const session = await issueSession({ listingId: '1002', step: 4, stepRouter: 'personal-details' });
    await signIn(page, session);
    await page.goto(germanUrl(`/de/fill/${session.applicationId}/personal-details/1002`));
    await expect(page.getByRole('textbox', { name: text('de', 'personal', 'PersonalDetails.FiscalCode') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('de', 'personal', 'IdentityVerification.Heading') })).toHaveCount(0);

    await page.goto(germanUrl(`/de/fill/${session.applicationId}/income-check/1002`));
    await page.getByRole('button', { name: bankPicker('de') }).click();
    await expect(page.getByRole('option', { name: /Intesa Sanpaolo/ }).first()).toBeVisible();
    await expect(page.getByRole('option', { name: /Sparkasse/ })).toHaveCount(0);
  });
});
