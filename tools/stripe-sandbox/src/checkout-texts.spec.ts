import { checkoutLocale, checkoutTexts } from './checkout-texts.js';

describe('the checkout locale', () => {
  it("takes Stripe.js's locale first, then the session's, as their language", () => {
    expect(checkoutLocale(['de', 'it'], ['en'])).toBe('de');
    expect(checkoutLocale([null, 'it'], ['de'])).toBe('it');
    expect(checkoutLocale(['de-DE'], [])).toBe('de');
  });

  it("reads auto (or nothing known) as the browser's languages, else English", () => {
    expect(checkoutLocale(['auto'], ['fr-FR', 'it-IT'])).toBe('it');
    expect(checkoutLocale(['fr', null, 'auto'], ['de'])).toBe('de');
    expect(checkoutLocale(['fr'], ['es'])).toBe('en');
  });

  it('labels the card form in each language', () => {
    expect([checkoutTexts('en').cardNumber, checkoutTexts('it').cardNumber, checkoutTexts('de').cardNumber]).toEqual(['Card number', 'Numero della carta', 'Kartennummer']);
  });
});
