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

/** The card form's labels as Stripe's checkout shows them in each UI language (the sandbox speaks them too). */
export const CARD_FORM_LABELS: Record<Lang, { number: string; expiry: string; cvc: string; holder: string; pay: RegExp }> = {
  en: { number: 'Card number', expiry: 'Expiration (MM / YY)', cvc: 'CVC', holder: 'Cardholder name', pay: /^Pay / },
  it: { number: 'Numero della carta', expiry: 'Scadenza (MM / AA)', cvc: 'CVC', holder: 'Nome del titolare della carta', pay: /^Paga / },
  de: { number: 'Kartennummer', expiry: 'Ablaufdatum (MM / JJ)', cvc: 'Prüfziffer (CVC)', holder: 'Name des Karteninhabers', pay: /^Bezahlen / },
};

/** Fills the checkout, in the page's language, with a Stripe test card (4242 4242 4242 4242 pays) and presses Pay. */
export async function payWithCard(frame: FrameLocator, lang: Lang, number: string, holder = 'Maria Rossi'): Promise<void> {
  const labels = CARD_FORM_LABELS[lang];
  await frame.getByLabel(labels.number, { exact: true }).fill(number);
  await frame.getByLabel(labels.expiry, { exact: true }).fill('12 / 34');
  await frame.getByLabel(labels.cvc, { exact: true }).fill('123');
  await frame.getByLabel(labels.holder, { exact: true }).fill(holder);
  await frame.getByRole('button', { name: labels.pay }).click();
}
