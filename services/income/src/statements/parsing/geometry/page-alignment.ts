import type { TokenLine } from './line-tokens.js';

/** A page shifted further than this (points) is laid out differently, not printed with another margin. */
const MAX_SHIFT = 15;

const mode = (values: number[]): number | null => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
};

/** Where a booking line starts: the left edge of its first date, when the line also holds an amount. */
const bookingStart = (line: TokenLine): number | null => {
  const date = line.tokens.find((token) => token.kind === 'date');
  return date && line.tokens.some((token) => token.kind === 'amount') ? Math.round(date.x) : null;
};

/**
 * The pages of one statement moved onto the same columns. Printers shift a page by a few points (a
 * duplex margin, Banco BPM's first page 6 pt to the right of the others), which is more than the
 * tolerance of a column: each page is moved so that its booking lines start where most pages' do.
 */
export const alignPages = (lines: TokenLine[]): TokenLine[] => {
  const starts = lines.map(bookingStart);
  const overall = mode(starts.filter((start): start is number => start !== null));
  if (overall === null) return lines;
  const shifts = new Map<number, number>();
  for (const page of new Set(lines.map((line) => line.page))) {
    const start = mode(lines.flatMap((line, index) => (line.page === page && starts[index] !== null ? [starts[index] as number] : [])));
    const shift = start === null ? 0 : overall - start;
    shifts.set(page, Math.abs(shift) <= MAX_SHIFT ? shift : 0);
  }
  return lines.map((line) => {
    const shift = shifts.get(line.page) ?? 0;
    return shift === 0 ? line : { ...line, tokens: line.tokens.map((token) => ({ ...token, x: token.x + shift, right: token.right + shift })) };
  });
};
