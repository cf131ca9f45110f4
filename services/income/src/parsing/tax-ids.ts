import codiceFiscaleModule from 'codice-fiscale-js';
import validator from 'validator';

// Income's one tax-id module: the taxpayer identifiers printed on statements, payslips and fiscal
// documents, found in text and checked. The Italian codice fiscale is checked with codice-fiscale-js (as
// onboarding checks the one the applicant enters, libs/validation), the German steuerliche
// Identifikationsnummer with validator's isTaxID (11 digits, the first not 0, the digit repetition
// rule, ISO 7064 MOD 11,10 check digit); company numbers (partita IVA) with validator's Luhn check.

export type TaxIdKind = 'codice_fiscale' | 'steuer_id';

interface CodiceFiscaleChecker {
  check(code: string): boolean;
}
// The package's CommonJS build exports `{ CodiceFiscale }` while its types declare a default class:
// take the class wherever the module loader put it.
const exported = codiceFiscaleModule as unknown as { CodiceFiscale?: CodiceFiscaleChecker; default?: CodiceFiscaleChecker & { CodiceFiscale?: CodiceFiscaleChecker } };
const CodiceFiscale: CodiceFiscaleChecker = exported.CodiceFiscale ?? exported.default?.CodiceFiscale ?? exported.default ?? (exported as CodiceFiscaleChecker);

/** 16 characters of a codice fiscale; letters may stand for digits (omocodia: L M N P Q R S T U V). */
const CODICE_FISCALE = '[A-Z]{6}[\\dLMNP-V]{2}[A-EHLMPR-T][\\dLMNP-V]{2}[A-Z][\\dLMNP-V]{3}[A-Z]';
const CODICE_FISCALE_IN_TEXT = new RegExp(`\\b${CODICE_FISCALE}\\b`, 'g');
/** 11 digits, printed together or grouped 2-3-3-3 (`86 095 742 719`), never part of a longer number. */
const STEUER_ID_IN_FORM = /(?<![\d/.,])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\d/.,])/;
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

/** A German Steuer-ID whose digits and check digit are right. */
export const isValidSteuerId = (id: string): boolean => validator.isTaxID(id, 'de-DE');

/** The Italian partita IVA (and a company's numeric codice fiscale): 11 digits with a Luhn check digit. */
export const isValidPartitaIva = (number: string): boolean => /^\d{11}$/.test(number) && validator.isLuhnNumber(number);

/** The identifier's check character or digit is right. */
export const taxIdValid = (kind: TaxIdKind, id: string): boolean => (kind === 'codice_fiscale' ? isValidCodiceFiscale(id) : isValidSteuerId(id));

/** The first identifier of that kind in a form's text, spaces removed and upper-cased, checked or not; null when none. */
export const findTaxId = (kind: TaxIdKind, text: string): string | null => {
  const match = kind === 'codice_fiscale' ? new RegExp(`\\b${CODICE_FISCALE}\\b`).exec(text.toUpperCase()) : STEUER_ID_IN_FORM.exec(text);
  return match ? match[0].replace(/\s/g, '') : null;
};

/** Which kind an identifier the applicant entered is: a codice fiscale, a Steuer-ID, or neither. */
export const taxIdKindOf = (id: string): TaxIdKind | null => {
  const compact = id.replace(/\s/g, '').toUpperCase();
  if (findTaxId('codice_fiscale', compact) === compact) return 'codice_fiscale';
  if (/^\d{11}$/.test(compact)) return 'steuer_id';
  return null;
};

/** Every valid codice fiscale in a text, in order. */
export const codiciFiscaliIn = (text: string): string[] => [...text.toUpperCase().matchAll(CODICE_FISCALE_IN_TEXT)].map((match) => match[0]).filter(isValidCodiceFiscale);

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

/** The tax id a statement prints under its label: a codice fiscale as printed (no omocodia), else 11 digits. */
export const statementTaxIdIn = (text: string): string | null =>
  /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/.exec(text.toUpperCase())?.[0] ?? /\b\d{11}\b/.exec(text)?.[0] ?? null;
