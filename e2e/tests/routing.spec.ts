import { expect, test } from '@playwright/test';
import { text } from '../support/texts.js';

test.describe('routing (spec 1§2)', () => {
  test('/ redirects to the Italian occupation step', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/it\/fill\/occupation$/);
    await expect(page.getByRole('heading', { name: text('it', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
  });

  test('/{lang} redirects to that language’s occupation step', async ({ page }) => {
    await page.goto('/de');
    await expect(page).toHaveURL(/\/de\/fill\/occupation$/);
    await expect(page.getByRole('heading', { name: text('de', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
  });

  test('an unsupported language is replaced by it', async ({ page }) => {
    await page.goto('/fr/fill/occupation');
    await expect(page).toHaveURL(/\/it\/fill\/occupation$/);
  });

  test('/apply/{listingId} redirects to occupation keeping appType and listing', async ({ page }) => {
    await page.goto('/en/mortgage/apply/listing-42');
    await expect(page).toHaveURL(/\/en\/mortgage\/fill\/occupation\/listing-42$/);
  });

  test('anything else shows NotFound with a way back', async ({ page }) => {
    await page.goto('/en/no-such-page/at-all');
    await expect(page.getByText(text('en', 'common', 'Oops.SomethingWentWrong'))).toBeVisible();
    await expect(page.getByText(text('en', 'common', 'Oops.PageDoesNotExit'))).toBeVisible();
    await page.getByRole('link', { name: text('en', 'common', 'Oops.BackToHomepage') }).click();
    await expect(page).toHaveURL(/\/en\/fill\/occupation$/);
  });

  test('the language switch rewrites the lang segment', async ({ page }) => {
    await page.goto('/it/fill/occupation');
    await page.getByRole('combobox', { name: text('it', 'common', 'TopBar.Language') }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/fill\/occupation$/);
    await expect(page.getByRole('heading', { name: text('en', 'occupation', 'Occupation.Intro.Heading') })).toBeVisible();
  });
});
