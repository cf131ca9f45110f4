import { expect, test, type Page } from '@playwright/test';
import type { ListingInfoResponse } from '@tenant/contracts';
import { text } from '../support/texts.js';

const PARTNER_LISTING = '1002';
const PLAIN_LISTING = '1001';

const rootToken = (page: Page, token: string) => page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), token);
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test.describe('partner branding (spec 1§2 Shell, 1§3 Listing)', () => {
  test("a partner listing applies the partner's colours to every component and its logo to the top bar and page icon", async ({ page }) => {
    const { listing } = (await (await page.request.get(`/api/v1/workflow/listing-info?listing_id=${PARTNER_LISTING}`)).json()) as ListingInfoResponse;
    const company = listing!.company!;

    await page.goto(`/en/apply/${PARTNER_LISTING}`);
    await expect(page).toHaveURL(new RegExp(`/en/fill/occupation/${PARTNER_LISTING}$`));
    const logo = page.getByRole('img', { name: text('en', 'chrome', 'TopBar.PartnerLogo.ToCompany') });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', company.logo!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('a', { has: logo })).toHaveAttribute('href', company.url!);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', company.logo!);

    expect(await rootToken(page, '--color-primary')).toBe(company.visualPrimaryColor);
    expect(await rootToken(page, '--color-secondary')).toBe(company.visualSecondaryColor);
    const continueButton = page.getByRole('button', { name: text('en', 'occupation', 'Occupation.Continue') });
    await expect(continueButton).toHaveCSS('background-color', hexToRgb(company.visualPrimaryColor!));
    await expect(page.locator('body')).toHaveCSS('background-color', hexToRgb(company.visualBackgroundColor!));
    await expect(page.locator('header').first()).toHaveCSS('background-color', hexToRgb(company.visualHeaderColor!));
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveCSS('color', hexToRgb(company.visualSecondaryColor!));
  });

  test('a listing without a company keeps the product logo and colours', async ({ page }) => {
    await page.goto(`/en/apply/${PLAIN_LISTING}`);
    await expect(page.getByRole('link', { name: text('en', 'common', 'TopBar.Logo') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'occupation', 'Occupation.Continue') })).toHaveCSS('background-color', 'rgb(31, 95, 191)');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a listing that does not exist gives the alert that a general application will be submitted', async ({ page }) => {
    await page.goto('/it/apply/999999');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text('it', 'chrome', 'Listing.NotFound.Text'));
    await expect(page.getByRole('heading', { name: text('it', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
    await alert.getByRole('button', { name: text('it', 'chrome', 'Listing.NotFound.Close') }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
