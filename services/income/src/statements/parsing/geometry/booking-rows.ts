import type { Token, TokenLine } from './line-tokens.js';
import { CLOSING_LABEL, DATED_BALANCE_LABEL, NOT_A_BOOKING, OPENING_LABEL } from './statement-wording.js';

/** Amounts whose right edges lie within this many points of each other are one column. */
const COLUMN_TOLERANCE = 6;
/** A line further below the previous line of its booking than this (points) does not continue it. */
const MAX_CONTINUATION_GAP = 26;

/** A column of amounts, found from where the amounts of the booking lines end. */
export interface AmountColumn {
  x: number;
  right: number;
  count: number;
}

export interface BookingRow {
  line: TokenLine;
  /** date tokens in date columns, left to right */
  dates: Token[];
  /** one slot per amount column */
  amounts: (Token | null)[];
  description: string[];
  /** a date on a continuation line, in a date column: the value date printed under the booking date */
  laterDate: Token | null;
}

export const isBalanceLine = (text: string) => OPENING_LABEL.test(text) || CLOSING_LABEL.test(text) || DATED_BALANCE_LABEL.test(text);

const cluster = <T>(values: T[], edge: (value: T) => number): T[][] => {
  const sorted = [...values].sort((a, b) => edge(a) - edge(b));
  const groups: T[][] = [];
  for (const value of sorted) {
    const group = groups.at(-1);
    if (group && edge(value) - edge(group.at(-1) as T) <= COLUMN_TOLERANCE) group.push(value);
    else groups.push([value]);
  }
  return groups;
};

const columnOf = (token: Token, columns: AmountColumn[]) => columns.findIndex((column) => Math.abs(token.right - column.right) <= COLUMN_TOLERANCE);

/**
 * The bookings of a statement read from geometry alone: a booking is a line with a date and an
 * amount; the amount columns are where the amounts of those lines end (right-aligned figures cluster,
 * an amount in a description does not); the lines below a booking, up to the next one, continue its
 * description. Balance lines, carried balances and totals are not bookings; no header is needed.
 */
export const bookingRows = (lines: TokenLine[]): { rows: BookingRow[]; columns: AmountColumn[]; dateEdges: number[] } => {
  const candidates = lines.filter(
    (line) => line.tokens.some((token) => token.kind === 'date') && line.tokens.some((token) => token.kind === 'amount') && !isBalanceLine(line.text) && !NOT_A_BOOKING.test(line.text),
  );
  // The balance lines' figures stand in the same columns: they help find them, never become bookings.
  const figures = lines.filter((line) => candidates.includes(line) || isBalanceLine(line.text)).flatMap((line) => line.tokens.filter((token) => token.kind === 'amount'));
  // A column of one figure only where that figure is drawn on its own (one debit in a month of credits);
  // a figure taken out of a longer text (an amount inside a description) needs another one under it.
  const columns = cluster(figures, (token) => token.right)
    .filter((group) => group.length >= 2 || group.some((token) => !token.split))
    .map((group) => ({ x: Math.min(...group.map((token) => token.x)), right: group.reduce((sum, token) => sum + token.right, 0) / group.length, count: group.length }))
    .sort((a, b) => a.right - b.right);
  // Dates of the booking lines cluster by their left edges too: a date elsewhere in the line is text.
  const dateEdges = cluster(
    candidates.flatMap((line) => line.tokens.filter((token) => token.kind === 'date')),
    (token) => token.x,
  )
    .filter((group) => group.length >= Math.min(2, candidates.length))
    .map((group) => group[0].x);
  const inDateColumn = (token: Token) => token.kind === 'date' && dateEdges.some((edge) => Math.abs(token.x - edge) <= COLUMN_TOLERANCE);

  const rows: BookingRow[] = [];
  let open: BookingRow | null = null;
  let lastY = 0;
  for (const line of lines) {
    const amounts: (Token | null)[] = columns.map(() => null);
    const description: string[] = [];
    const dates: Token[] = [];
    for (const token of line.tokens) {
      const column = token.kind === 'amount' ? columnOf(token, columns) : -1;
      if (column >= 0 && !amounts[column]) amounts[column] = token;
      else if (inDateColumn(token)) dates.push(token);
      else description.push(token.text);
    }
    const hasAmount = amounts.some(Boolean);
    const excluded = isBalanceLine(line.text) || NOT_A_BOOKING.test(line.text);
    if (!excluded && dates.length > 0 && hasAmount) {
      open = { line, dates, amounts, description, laterDate: null };
      rows.push(open);
      lastY = line.y;
      continue;
    }
    if (open && !excluded && !hasAmount && dates.length <= 1 && line.page === open.line.page && line.y - lastY <= MAX_CONTINUATION_GAP) {
      if (dates[0] && !open.laterDate) open.laterDate = dates[0];
      else if (dates[0]) description.unshift(dates[0].text);
      open.description.push(...description);
      lastY = line.y;
      continue;
    }
    open = null;
  }
  return { rows, columns, dateEdges };
};
