// Income's one money module: every grammar by which a document or a provider writes a sum of money,
// read into signed integer cents (never binary floating point), built from the same pieces.

/** A minus as printed: hyphen, typographic minus, en dash. */
const MINUS = '[\\-−–]';
/** The euro sign or code, before or after the figure. */
const CURRENCY = '(?:€|EUR)';
/** Whole euros: thousands groups set off by points, or plain digits. */
const EUROS = '\\d{1,3}(?:\\.\\d{3})+|\\d+';

const centsOf = (euros: string, decimals: string | undefined, negative: boolean): number => {
  const cents = Number(euros.replace(/\./g, '')) * 100 + Number((decimals ?? '').padEnd(2, '0'));
  return negative ? -cents : cents;
};

/**
 * Amounts as Italian and German statements and payslips print them: `1.234,56`, `-45,99`, `+ 1.234,56 €`,
 * `1.234,56-` (trailing minus), `900,00 H` / `13,44 S` (Haben/Soll), `EUR 12,00`; and `2.853.82`, a
 * decimal point after thousands groups (seen on a bank's own print): the last group has two digits, so
 * it can only be the cents. A point without a thousands group (`12.10`, `11.39`) is a date or a time.
 */
const AMOUNT = new RegExp(
  `(?<lead>(?:[+]|${MINUS})\\s?)?${CURRENCY}?\\s?(?<int>${EUROS})(?<sep>[,.])(?<dec>\\d{2})(?![\\d]|\\.\\d)\\s?(?:${CURRENCY}|Euro)?(?<trail>\\s?[SH](?![\\p{L}\\d])|-)?`,
  'gu',
);
const WHOLE_AMOUNT = new RegExp(`^\\s*(?:${AMOUNT.source})\\s*$`, 'u');

/**
 * An amount as a table cell starts or ends with it, beside other text ("1.500,00 BONIFICO …", "… 45,99-"):
 * for splitting such a cell (statements/parsing/geometry/line-tokens.ts); parseAmount reads it.
 */
export const AMOUNT_TOKEN = `(?:[+]|${MINUS})?\\s?\\d{1,3}(?:\\.\\d{3})*[,.]\\d{2}(?:\\s?[SH-])?`;

export interface AmountMatch {
  cents: number;
  /** Where the match starts in the text, for callers that need the label before it. */
  index: number;
  text: string;
}

type Groups = Record<string, string | undefined>;

const amountCents = (groups: Groups): number => {
  const trail = groups.trail?.trim();
  return centsOf(groups.int ?? '0', groups.dec, new RegExp(MINUS).test(groups.lead ?? '') || trail === 'S' || trail === '-');
};

const isAmount = (groups: Groups | undefined): groups is Groups => Boolean(groups) && (groups?.sep === ',' || Boolean(groups?.int?.includes('.')));

/** The amount when the text is nothing but one printed amount, in signed integer cents; otherwise null. */
export const parseAmount = (text: string): number | null => {
  const groups = WHOLE_AMOUNT.exec(text)?.groups;
  return isAmount(groups) ? amountCents(groups) : null;
};

/** Every printed amount in a line of text, in order. */
export const findAmounts = (text: string): AmountMatch[] =>
  [...text.matchAll(AMOUNT)].filter((match) => isAmount(match.groups)).map((match) => ({ cents: amountCents(match.groups ?? {}), index: match.index, text: match[0].trim() }));

/** One sum on an Italian or German form, where whole euros need no cents: `32.450,00`, `32450,00`, `32.450`, `-1.200 €`. */
const FORM_MONEY = new RegExp(`^(?<sign>[-−])?\\s?${CURRENCY}?\\s?(?<int>${EUROS})(?:,(?<dec>\\d{2}))?\\s?(?:${CURRENCY}|Euro)?$`, 'u');

/** A text that is one sum as forms print it, in integer cents; otherwise null. */
export const parseFormMoney = (text: string): number | null => {
  const groups = FORM_MONEY.exec(text.trim())?.groups;
  return groups ? centsOf(groups.int ?? '0', groups.dec, Boolean(groups.sign)) : null;
};

/** A decimal amount as an API writes it ("1234.50", "-7.5"), in integer cents; null when it is not one. */
export const parseDecimalAmount = (amount: string): number | null => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  return match ? centsOf(match[2], match[3], Boolean(match[1])) : null;
};

/** Cents as the statements print them (`-1.234,56`), for generated documents and messages. */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${units},${(abs % 100).toString().padStart(2, '0')}`;
};
