import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { chooseOccupation, throughIntroAndType } from '../../e2e/support/journey-steps.js';
import { text } from '../../e2e/support/texts.js';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');

// a 390 × 844 phone (the size the issue was tried on), touch, at its device pixel ratio halved for the README
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

/**
 * The README's phone pictures: the first screen of the Munich listing in German (the listing's name and
 * rent above the step), and the Italian sign-up refused with nothing filled in (the error summary that
 * takes focus, its links to the fields, each field's own message).
 */
test('the first screen in German and a refused sign-up in Italian, on a phone', async ({ page }) => {
  await page.goto('/de/apply/1005');
  // the cookie banner answered first, as a visitor would before reading on
  await page.getByRole('button', { name: text('de', 'chrome', 'Cookies.AcceptAll') }).click();
  await expect(page.getByRole('button', { name: text('de', 'occupation', 'Occupation.Continue') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(DOCS, 'phone-first-screen-de.png') });

  await page.goto('/it/apply/1001');
  await throughIntroAndType(page, 'it');
  await chooseOccupation(page, 'it', 'Occupation.Employed.Title');
  await page.getByRole('button', { name: text('it', 'signup', 'SignUp.Submit') }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await page.screenshot({ path: join(DOCS, 'phone-sign-up-errors-it.png') });
});
