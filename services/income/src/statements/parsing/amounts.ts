/**
 * Amounts as Italian and German statements print them: `1.234,56`, `-45,99`, `+ 1.234,56 €`,
 * `1.234,56-` (trailing minus), `900,00 H` / `13,44 S` (Haben/Soll), `EUR 12,00`.
 */
const AMOUNT = /(?<lead>[+\-−–]\s?)?(?:€|EUR)?\s?(?<int>\d{1,3}(?:\.\d{3})+|\d+),(?<dec>\d{2})(?!\d)\s?(?:€|EUR|Euro)?(?<trail>\s?[SH](?![\p{L}\d])|-)?/gu;
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

/** The amount when the text is nothing but one amount, in signed integer cents; otherwise null. */
export const parseAmount = (text: string): number | null => {
  const match = WHOLE.exec(text);
  return match?.groups ? toCents(match.groups) : null;
};

/** Every amount in a line of text, in order. */
export const findAmounts = (text: string): AmountMatch[] =>
  [...text.matchAll(AMOUNT)].map((match) => ({ cents: toCents(match.groups ?? {}), index: match.index, text: match[0].trim() }));

/** Cents as the statements print them (`-1.234,56`), for generated documents and messages. */
export const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${units},${(abs % 100).toString().padStart(2, '0')}`;
};
