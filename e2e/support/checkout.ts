import { expect, type FrameLocator, type Page } from '@playwright/test';
import { text, type Lang } from './texts.js';

/**
 * The payment step's embedded checkout (the local Stripe sandbox's stand-in for Stripe's iframe,
 * started by the runner when no STRIPE_SECRET_KEY is set) and paying in it with a test card.
 */

/** The embedded checkout, once mounted in the page. */
export async function embeddedCheckout(page: Page, lang: Lang): Promise<FrameLocator> {
  await expect(page.getByRole('region', { name: text(lang, 'payment', 'Payment.Checkout') }).locator('iframe')).toBeVisible();
  return page.frameLocator('iframe[name="embedded-checkout"]');
}

/** Fills the checkout with a Stripe test card (4242 4242 4242 4242 pays) and presses Pay. */
export async function payWithCard(frame: FrameLocator, number: string, holder = 'Maria Rossi'): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Cardholder name').fill(holder);
  await frame.getByRole('button', { name: /^Pay / }).click();
}
