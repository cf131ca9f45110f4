import { expect, test } from '@playwright/test';
import { text } from '../support/texts.js';

test.describe('shell chrome (spec 1§2 Shell)', () => {
  test('the footer links the legal pages; the legal pages load on demand', async ({ page }) => {
    await page.goto('/de/fill/occupation');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: text('de', 'chrome', 'Footer.Privacy') }).click();
    await expect(page).toHaveURL(/\/de\/legal\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: text('de', 'legal', 'Legal.Privacy.Title') })).toBeVisible();
    await expect(page.getByRole('region', { name: text('de', 'legal', 'Legal.Privacy.Retention.Heading') })).toContainText('3 Monate');
  });

  for (const value of ['true', '1', 'True']) {
    test(`hideNav=${value} hides the navigation and the footer`, async ({ page }) => {
      await page.goto(`/en/fill/occupation?hideNav=${value}`);
      await expect(page.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: text('en', 'chrome', 'Nav.Label') })).toHaveCount(0);
    });
  }

  test('without hideNav the footer with the region switch is there', async ({ page }) => {
    await page.goto('/en/fill/occupation');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('combobox', { name: text('en', 'chrome', 'Region.Label') })).toBeVisible();
  });

  test('the cookie banner on the landing page remembers the choice', async ({ page }) => {
    await page.goto('/en/fill/occupation');
    const banner = page.getByRole('region', { name: text('en', 'chrome', 'Cookies.Title') });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: text('en', 'chrome', 'Cookies.Manage') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'chrome', 'Cookies.Settings.Title') });
    await expect(dialog.getByRole('checkbox', { name: text('en', 'chrome', 'Cookies.Necessary.Label') })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: text('en', 'chrome', 'Cookies.Statistics.Label') }).check();
    await dialog.getByRole('button', { name: text('en', 'chrome', 'Cookies.Save') }).click();
    await expect(banner).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!)).toMatchObject({ necessary: true, preferences: false, statistics: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
    await expect(page.getByRole('region', { name: text('en', 'chrome', 'Cookies.Title') })).toHaveCount(0);
  });

  test('the region comes from the IP location lookup and travels as the region header', async ({ page }) => {
    // 198.51.100.0/24 is Germany in the runner's IP location sandbox.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.7' });
    const occupations = page.waitForRequest((request) => request.url().includes('/api/v1/workflow/occupations'));
    const lookup = page.waitForRequest((request) => request.url().includes('/sandbox/ip-location/json'));
    await page.goto('/it/fill/occupation');
    expect((await lookup).headers()['region']).toBeUndefined();
    expect((await occupations).headers()['region']).toBe('de');
    await expect(page.getByRole('combobox', { name: text('it', 'chrome', 'Region.Label') })).toHaveValue('de');
  });
});
