/**
 * Amounts as Italian and German statements print them: `1.234,56`, `-45,99`, `+ 1.234,56 €`,
 * `1.234,56-` (trailing minus), `900,00 H` / `13,44 S` (Haben/Soll), `EUR 12,00`; and `2.853.82`, a
 * decimal point after thousands groups (seen on a bank's own print): the last group has two digits, so
 * it can only be the cents. A point without a thousands group (`12.10`, `11.39`) is a date or a time.
 */
const AMOUNT = /(?<lead>[+\-−–]\s?)?(?:€|EUR)?\s?(?<int>\d{1,3}(?:\.\d{3})+|\d+)(?<sep>[,.])(?<dec>\d{2})(?![\d]|\.\d)\s?(?:€|EUR|Euro)?(?<trail>\s?[SH](?![\p{L}\d])|-)?/gu;
const WHOLE = new RegExp(`^\\s*(?:${AMOUNT.source})\\s*$`, 'u');

export interface AmountMatch {
  cents: number;
  /** Where the match starts in the text, for callers that need the label before it. */
  index: number;
  text: string;
}

const toCents = (groups: Record<string, string | undefined>): number => {
  const units = Number((groups.int ?? '0').replace(/\./g, '')) * 100 + Number(groups.dec);
  const trail = groups.trail?.trim();
  const negative = /[-−–]/.test(groups.lead ?? '') || trail === 'S' || trail === '-';
  return negative ? -units : units;
};

const isAmount = (groups: Record<string, string | undefined> | undefined): groups is Record<string, string | undefined> =>
  Boolean(groups) && (groups?.sep === ',' || Boolean(groups?.int?.includes('.')));

/** The amount when the text is nothing but one amount, in signed integer cents; otherwise null. */
export const parseAmount = (text: string): number | null => {
  const groups = WHOLE.exec(text)?.groups;
  return isAmount(groups) ? toCents(groups) : null;
};

/** Every amount in a line of text, in order. */
export const findAmounts = (text: string): AmountMatch[] =>
  [...text.matchAll(AMOUNT)].filter((match) => isAmount(match.groups)).map((match) => ({ cents: toCents(match.groups ?? {}), index: match.index, text: match[0].trim() }));

/** Cents as the statements print them (`-1.234,56`), for generated documents and messages. */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${units},${(abs % 100).toString().padStart(2, '0')}`;
};
