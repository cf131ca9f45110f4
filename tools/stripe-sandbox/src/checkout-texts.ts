/**
 * The embedded checkout's words in the languages the product speaks, as Stripe shows its checkout in
 * the locale asked for (Stripe.js's `locale` option, else the Checkout Session's `locale`).
 */
export interface CheckoutTexts {
  email: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  cardholder: string;
  /** the pay button, before the amount */
  pay: string;
  paid: string;
  complete: string;
  expired: string;
  failed: string;
  note: string;
}

const CHECKOUT_TEXTS = {
  en: {
    email: 'Email',
    cardNumber: 'Card number',
    expiry: 'Expiration (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'CVC',
    cardholder: 'Cardholder name',
    pay: 'Pay',
    paid: 'Payment successful',
    complete: 'This payment is complete. Thank you!',
    expired: 'This checkout session has expired.',
    failed: 'Something went wrong. Please try again.',
    note: 'Stripe sandbox: test cards only, no money moves.',
  },
  it: {
    email: 'Email',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'CVC',
    cardholder: 'Nome del titolare della carta',
    pay: 'Paga',
    paid: 'Pagamento riuscito',
    complete: 'Questo pagamento è stato completato. Grazie!',
    expired: 'Questa sessione di pagamento è scaduta.',
    failed: 'Si è verificato un errore. Riprova.',
    note: 'Sandbox di Stripe: solo carte di prova, nessun addebito reale.',
  },
  de: {
    email: 'E-Mail',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    expiryPlaceholder: 'MM / JJ',
    cvc: 'Prüfziffer (CVC)',
    cardholder: 'Name des Karteninhabers',
    pay: 'Bezahlen',
    paid: 'Zahlung erfolgreich',
    complete: 'Diese Zahlung ist abgeschlossen. Vielen Dank!',
    expired: 'Diese Checkout-Sitzung ist abgelaufen.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    note: 'Stripe-Sandbox: nur Testkarten, es wird kein Geld bewegt.',
  },
} satisfies Record<string, CheckoutTexts>;

export type CheckoutLocale = keyof typeof CHECKOUT_TEXTS;

const isCheckoutLocale = (value: string): value is CheckoutLocale => Object.hasOwn(CHECKOUT_TEXTS, value);

/**
 * The checkout's locale as Stripe picks it: the first of the asked locales (a region tag such as de-DE
 * counts as its language) that it speaks, `auto` (or none) meaning the browser's languages; else English.
 */
export const checkoutLocale = (asked: (string | null | undefined)[], browser: readonly string[]): CheckoutLocale => {
  for (const locale of asked) {
    if (!locale) continue;
    const candidates = locale === 'auto' ? browser : [locale];
    const match = candidates.map((tag) => tag.toLowerCase().split('-')[0]).find(isCheckoutLocale);
    if (match) return match;
  }
  return 'en';
};

export const checkoutTexts = (locale: CheckoutLocale): CheckoutTexts => CHECKOUT_TEXTS[locale];
