import { composeIBAN } from 'ibantools';

const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const charValue = (char: string) => (/\d/.test(char) ? Number(char) : ALPHABET.indexOf(char));

/**
 * The check character shared by the Italian BBAN (CIN) and the codice fiscale: characters in odd
 * positions through the odd-value table, even positions by their plain value, sum mod 26.
 */
const oddEvenCheck = (text: string): string => {
  let sum = 0;
  [...text].forEach((char, index) => {
    const value = charValue(char);
    sum += index % 2 === 0 ? ODD_VALUES[value] : value;
  });
  return ALPHABET[sum % 26];
};

/** An Italian IBAN with a valid CIN and valid check digits: ABI (5) + CAB (5) + account (12). */
export const italianIban = (abi: string, cab: string, account: string): string => {
  const rest = `${abi}${cab}${account.padStart(12, '0')}`;
  const iban = composeIBAN({ countryCode: 'IT', bban: `${oddEvenCheck(rest)}${rest}` });
  if (!iban) throw new Error(`not an Italian BBAN: ${rest}`);
  return iban;
};

/** A German IBAN with valid check digits: BLZ (8) + account number (10). */
export const germanIban = (blz: string, account: string): string => {
  const iban = composeIBAN({ countryCode: 'DE', bban: `${blz}${account.padStart(10, '0')}` });
  if (!iban) throw new Error(`not a German BBAN: ${blz}${account}`);
  return iban;
};

/** A codice fiscale from its first 15 characters, completed with its check character. */
export const fiscalCode = (first15: string): string => `${first15}${oddEvenCheck(first15)}`;

/** `IT60 X054 2811 1010 0000 0123 456`, as statements print IBANs. */
export const spacedIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

/**
 * The check digit of a German steuerliche Identifikationsnummer (ISO 7064 MOD 11,10 over the first
 * ten digits), appended: `steuerId('8609574271')` is `86095742719`, the Federal Central Tax Office's example.
 */
export const steuerId = (first10: string): string => {
  let product = 10;
  for (const digit of first10) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return `${first10}${check === 10 ? 0 : check}`;
};

/** `86 095 742 719`, as tax offices print the Identifikationsnummer. */
export const spacedSteuerId = (id: string): string => `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;

/** An Italian partita IVA from its first 10 digits, completed with its Luhn check digit. */
export const partitaIva = (first10: string): string => {
  const sum = [...first10].reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${first10}${(10 - (sum % 10)) % 10}`;
};
