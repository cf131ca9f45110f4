import codiceFiscaleModule from 'codice-fiscale-js';

interface CodiceFiscaleChecker {
  check(code: string): boolean;
}
// The package's CommonJS build exports `{ CodiceFiscale }` while its types declare a default class:
// take the class wherever the module loader put it.
const exported = codiceFiscaleModule as unknown as { CodiceFiscale?: CodiceFiscaleChecker; default?: CodiceFiscaleChecker & { CodiceFiscale?: CodiceFiscaleChecker } };
const CodiceFiscale: CodiceFiscaleChecker = exported.CodiceFiscale ?? exported.default?.CodiceFiscale ?? exported.default ?? (exported as CodiceFiscaleChecker);

/** 16 characters of a codice fiscale; letters may stand for digits (omocodia: L M N P Q R S T U V). */
const CODICE_FISCALE = /\b[A-Z]{6}[0-9LMNP-V]{2}[A-EHLMPR-T][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]\b/g;
const ELEVEN_DIGITS = /(?<![\d/])\d{11}(?![\d/])/g;
/** Steuer-IDs are printed grouped ("12 345 678 903") as often as not. */
const GROUPED_STEUER_ID = /(?<!\d)\d{2}\s\d{3}\s\d{3}\s\d{3}(?!\d)/g;

/** A codice fiscale whose check character (and date, place) the codice-fiscale-js library accepts. */
export const isValidCodiceFiscale = (code: string): boolean => {
  try {
    return CodiceFiscale.check(code.toUpperCase());
  } catch {
    return false;
  }
};

/**
 * The German Steuerliche Identifikationsnummer: 11 digits, the first not 0; among the first ten one
 * digit appears twice or three times (never three in a row) and the check digit is ISO 7064 MOD 11,10.
 */
export const isValidSteuerId = (id: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const digits = [...id].map(Number);
  const counts = new Map<number, number>();
  digits.slice(0, 10).forEach((digit) => counts.set(digit, (counts.get(digit) ?? 0) + 1));
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || repeated[0] > 3) return false;
  if (/(\d)\1\1/.test(id.slice(0, 10))) return false;
  let product = 10;
  for (const digit of digits.slice(0, 10)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[10];
};

/** The Italian partita IVA (and a company's numeric codice fiscale): 11 digits with a Luhn check digit. */
export const isValidPartitaIva = (number: string): boolean => {
  if (!/^\d{11}$/.test(number)) return false;
  const sum = [...number].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
};

/** Every valid codice fiscale in a text, in order. */
export const codiciFiscaliIn = (text: string): string[] => [...text.toUpperCase().matchAll(CODICE_FISCALE)].map((match) => match[0]).filter(isValidCodiceFiscale);

/** Every valid Steuer-ID in a text, plain or grouped in blocks, in order. */
export const steuerIdsIn = (text: string): string[] =>
  [...text.matchAll(GROUPED_STEUER_ID), ...text.matchAll(ELEVEN_DIGITS)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[0].replace(/\s/g, ''))
    .filter(isValidSteuerId);

/** A company number printed after a label: partita IVA (IT, checked), Steuernummer or USt-IdNr. (DE, as printed). */
export const companyNumberIn = (text: string, country: 'IT' | 'DE'): string | null => {
  if (country === 'IT') return [...text.matchAll(ELEVEN_DIGITS)].map((match) => match[0]).find(isValidPartitaIva) ?? null;
  return /\bDE\s?\d{9}\b/.exec(text)?.[0].replace(/\s/g, '') ?? /\b\d{2,3}\/\d{3,4}\/\d{4,5}\b/.exec(text)?.[0] ?? null;
};
