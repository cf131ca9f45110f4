/**
 * Stripe's test card numbers the sandbox knows (https://docs.stripe.com/testing), and what each does.
 * Any other number that passes the Luhn check is refused as Stripe's test mode refuses real cards.
 */
export type CardOutcome =
  | { kind: 'succeeds'; brand: string }
  | { kind: 'declined'; code: string; declineCode: string; message: string }
  | { kind: 'requires-3ds'; brand: string };

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds', brand: 'visa' },
  '5555555555554444': { kind: 'succeeds', brand: 'mastercard' },
  '4000000000000002': { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { kind: 'declined', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000002500003155': { kind: 'requires-3ds', brand: 'visa' },
};

const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'declined',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test card.',
};

export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

export interface CardInput {
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
}

/** The form's own checks, with Stripe's messages; null when the card can be sent. */
export function cardFieldError(card: CardInput, now = new Date()): { field: keyof CardInput; message: string } | null {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { field: 'number', message: 'Your card number is invalid.' };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return { field: 'expiry', message: "Your card's expiration date is incomplete." };
  const year = 2000 + Number(match[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return { field: 'expiry', message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', message: "Your card's security code is incomplete." };
  return null;
}

export const outcomeOf = (number: string): CardOutcome => TEST_CARDS[number.replace(/\s+/g, '')] ?? NOT_A_TEST_CARD;
