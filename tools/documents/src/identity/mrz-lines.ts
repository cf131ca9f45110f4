/**
 * Machine-readable zones as ICAO 9303 prints them: TD3 (passport data page, 2 × 44) and TD1 (ID card
 * back, 3 × 30), with the check digits computed (weights 7-3-1, A=10 … Z=35, < = 0). Names are
 * transliterated the way the issuing offices do (Ä → AE, ß → SS, accents dropped).
 */

export interface IdentityHolder {
  /** as printed on the document, e.g. 'Müller' */
  surname: string;
  givenNames: string;
  /** ISO yyyy-mm-dd */
  dateOfBirth: string;
  sex: 'M' | 'F' | 'X';
  /** ICAO state code, e.g. ITA, D (Germany) */
  nationality: string;
}

export interface IdentityDocumentSpec {
  holder: IdentityHolder;
  /** P for passports, I (or ID, C) for identity cards */
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  /** ISO yyyy-mm-dd */
  expiryDate: string;
  /** ISO yyyy-mm-dd */
  issueDate: string;
  /** printed on the front: the issuing office */
  authority: string;
  placeOfBirth: string;
  /** TD1 optional data (the Italian CIE prints the fiscal code on the back, not in the MRZ) */
  optionalData?: string;
  /** a wrong digit in place of the document number's check digit */
  breakCheckDigit?: boolean;
}

/** ß upper-cases to SS by itself; the rest is dropped with the accents. */
const TRANSLITERATION: Record<string, string> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', Å: 'AA', Æ: 'AE', Ø: 'OE' };

/** A name as the MRZ writes it: upper case, transliterated, spaces and hyphens as <. */
export const mrzName = (name: string): string =>
  [...name.toUpperCase()]
    .map((char) => TRANSLITERATION[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Z]+/g, '<');

const charValue = (char: string): number => (char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);

/** ICAO 9303 check digit of a field. */
export const checkDigit = (field: string): string => String([...field].reduce((sum, char, i) => sum + charValue(char) * [7, 3, 1][i % 3], 0) % 10);

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
/** yyyy-mm-dd → YYMMDD */
const mrzDate = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const nameField = (holder: IdentityHolder, length: number) => pad(`${mrzName(holder.surname)}<<${mrzName(holder.givenNames)}`, length);
const wrong = (digit: string) => String((Number(digit) + 3) % 10);

/** TD3: the passport's two 44-character lines. */
export const td3Lines = (spec: IdentityDocumentSpec): [string, string] => {
  const { holder } = spec;
  const number = pad(spec.documentNumber, 9);
  const numberCheck = spec.breakCheckDigit ? wrong(checkDigit(number)) : checkDigit(number);
  const birth = mrzDate(holder.dateOfBirth);
  const expiry = mrzDate(spec.expiryDate);
  const personal = pad(spec.optionalData ?? '', 14);
  const personalCheck = spec.optionalData ? checkDigit(personal) : '<';
  const composite = checkDigit(`${number}${numberCheck}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${personal}${personalCheck}`);
  return [
    pad(`${pad(spec.documentCode, 2)}${pad(spec.issuingState, 3)}${nameField(holder, 39)}`, 44),
    `${number}${numberCheck}${pad(holder.nationality, 3)}${birth}${checkDigit(birth)}${holder.sex}${expiry}${checkDigit(expiry)}${personal}${personalCheck}${composite}`,
  ];
};

/** TD1: the ID card's three 30-character lines. */
export const td1Lines = (spec: IdentityDocumentSpec): [string, string, string] => {
  const { holder } = spec;
  const number = pad(spec.documentNumber, 9);
  const numberCheck = spec.breakCheckDigit ? wrong(checkDigit(number)) : checkDigit(number);
  const optional1 = pad(spec.optionalData ?? '', 15);
  const birth = mrzDate(holder.dateOfBirth);
  const expiry = mrzDate(spec.expiryDate);
  const optional2 = pad('', 11);
  const line1 = `${pad(spec.documentCode, 2)}${pad(spec.issuingState, 3)}${number}${numberCheck}${optional1}`;
  const line2Body = `${birth}${checkDigit(birth)}${holder.sex}${expiry}${checkDigit(expiry)}${pad(holder.nationality, 3)}${optional2}`;
  const composite = checkDigit(`${line1.slice(5, 30)}${line2Body.slice(0, 7)}${line2Body.slice(8, 15)}${line2Body.slice(18, 29)}`);
  return [line1, `${line2Body}${composite}`, nameField(holder, 30)];
};
