import validator from 'validator';

// The taxpayer identifiers printed on fiscal documents, found in text and checked with validator's
// isTaxID: the Italian codice fiscale (check character, omocodia letters allowed) and the German
// steuerliche Identifikationsnummer (11 digits, ISO 7064 MOD 11,10 check digit, digit repetition rule).

export type TaxIdKind = 'codice_fiscale' | 'steuer_id';

/** A codice fiscale, the digits of the date and municipality possibly replaced by omocodia letters. */
const CODICE_FISCALE = /\b[A-Z]{6}[\dLMNPQRSTUV]{2}[A-EHLMPR-T][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]\b/;
/** 11 digits, printed together or grouped 2-3-3-3 (`86 095 742 719`), never part of a longer number. */
const STEUER_ID = /(?<![\d/.,])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\d/.,])/;

/** The first identifier of that kind in a text, spaces removed and upper-cased; null when none. */
export const findTaxId = (kind: TaxIdKind, text: string): string | null => {
  const match = (kind === 'codice_fiscale' ? CODICE_FISCALE : STEUER_ID).exec(kind === 'codice_fiscale' ? text.toUpperCase() : text);
  return match ? match[0].replace(/\s/g, '') : null;
};

/** The identifier's check character or digit is right. */
export const taxIdValid = (kind: TaxIdKind, id: string): boolean => validator.isTaxID(id, kind === 'codice_fiscale' ? 'it-IT' : 'de-DE');

/** Which kind an identifier the applicant entered is: a codice fiscale, a Steuer-ID, or neither. */
export const taxIdKindOf = (id: string): TaxIdKind | null => {
  const compact = id.replace(/\s/g, '').toUpperCase();
  if (findTaxId('codice_fiscale', compact) === compact) return 'codice_fiscale';
  if (/^\d{11}$/.test(compact)) return 'steuer_id';
  return null;
};
