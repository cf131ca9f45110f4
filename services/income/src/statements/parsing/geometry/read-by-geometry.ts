import type { PdfLine } from '../../../documents/pdf/pdf-types.js';
import type { StatementTransaction } from '../../statement-types.js';
import { parseDate, type DateFormat } from '../../../parsing/dates.js';
import { balanceCandidates, type BalanceCandidate } from './balance-candidates.js';
import { bookingRows, type AmountColumn, type BookingRow } from './booking-rows.js';
import { tokenLines, type TokenLine } from './line-tokens.js';
import { alignPages } from './page-alignment.js';
import { choosePeriod, periodFromBalances, printedPeriods, type Period, type PeriodCandidate } from './period-candidates.js';
import { compareScores, reconcile, type AmountRole } from './reconcile.js';
import { COLUMN_HINTS } from './statement-wording.js';

const FULL_FORMATS: readonly DateFormat[] = ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd/mm/yy', 'dd.mm.yy'];
const ALL_FORMATS: readonly DateFormat[] = [...FULL_FORMATS, 'dd.mm.'];

export interface GeometryReading {
  period: Period | null;
  /**
   * The statement's period and every other printed period that holds bookings outside it: more than
   * one means statements merged into one file (a fee's or interest's "vom … bis" around the period is not one)
   */
  statementPeriods: Period[];
  /** different opening balances printed: more than one means merged statements */
  openingBalances: number;
  /** where each booking starts */
  rows: { page: number; y: number }[];
  opening: { cents: number; text: string } | null;
  closing: { cents: number; text: string } | null;
  transactions: StatementTransaction[];
  reconciled: boolean;
}

/**
 * What the header words over the amount columns say each one is (Addebiti / Accrediti, Soll / Haben,
 * Saldo): the nearest heading line above the first booking of a page, matched by position. Hints only.
 */
const columnHints = (lines: TokenLine[], rows: BookingRow[], columns: AmountColumn[]): (AmountRole | null)[] => {
  const hints: (AmountRole | null)[] = columns.map(() => null);
  const first = rows[0];
  if (!first) return hints;
  const above = lines.filter((line) => line.page === first.line.page && line.y < first.line.y && first.line.y - line.y < 80).reverse();
  for (const line of above) {
    for (const token of line.tokens) {
      const role = (['debit', 'credit', 'balance'] as const).find((each) => COLUMN_HINTS[each].test(token.text));
      if (!role) continue;
      const column = columns.findIndex((each) => token.right >= each.x - 15 && token.x <= each.right + 15);
      if (column >= 0 && !hints[column]) hints[column] = role;
    }
  }
  return hints;
};

/** More amount columns than this are not one table: the columns with the fewest figures are dropped. */
const MAX_COLUMNS = 5;

const readRegion = (lines: TokenLine[], allLines: TokenLine[], balances: BalanceCandidate[]) => {
  const { rows, columns: found } = bookingRows(lines);
  const kept = [...found].sort((a, b) => b.count - a.count).slice(0, MAX_COLUMNS);
  const columns = found.filter((column) => kept.includes(column));
  const trimmed = rows.map((row) => ({ ...row, amounts: row.amounts.filter((_, index) => kept.includes(found[index])) }));
  return { rows: trimmed, result: reconcile(trimmed, columns.length, balances, columnHints(allLines, trimmed, columns)) };
};

const fullDatesOf = (rows: BookingRow[]) =>
  rows.flatMap((row) => (row.dates[0] ? [parseDate(row.dates[0].text, FULL_FORMATS)] : [])).filter((date): date is string => Boolean(date));

/** A stretch of lines read as one statement, and its balances' period. */
interface Stretch {
  first: number;
  last: number;
  period: Period | null;
}

/**
 * The bookings are the lines between an opening and a closing balance where a statement prints them
 * as rows of its table (BNL, Banco BPM, BancoPosta); elsewhere (a summary box of balances, the interest
 * calculation's dated figures after the table) dates and amounts that are no bookings stand too. Each
 * such stretch is read, and the whole document as well; the reading that adds up best wins. Stretches
 * apart from the winner's that add up on their own are statements of their own: two merged in one file.
 */
const bestRegion = (lines: TokenLine[], balances: BalanceCandidate[], printed: PeriodCandidate[]) => {
  let best = { ...readRegion(lines, lines, balances), first: 0, last: lines.length };
  const standing: Stretch[] = [];
  const stretches = new Set<string>();
  for (const opening of balances.filter((candidate) => candidate.role !== 'closing')) {
    for (const closing of balances.filter((candidate) => candidate.role !== 'opening' && candidate.lineIndex > opening.lineIndex)) {
      const key = `${opening.lineIndex}-${closing.lineIndex}`;
      if (stretches.has(key)) continue;
      stretches.add(key);
      const [first, last] = [opening.lineIndex, closing.lineIndex];
      const stretch = lines.filter((line) => line.index >= first && line.index <= last);
      const reading = { ...readRegion(stretch, lines, balances.filter((candidate) => candidate.lineIndex === first || candidate.lineIndex === last)), first, last };
      if (reading.result?.reconciled && reading.rows.length > 0) {
        const fromBalances = periodFromBalances(reading.result.opening.date, reading.result.closing.date);
        standing.push({ first, last, period: choosePeriod(fromBalances ? [...printed, fromBalances] : printed, fullDatesOf(reading.rows)) });
      }
      if (reading.result && (!best.result || compareScores(reading.result.score, best.result.score) > 0)) best = reading;
    }
  }
  const apart: Stretch[] = [];
  for (const stretch of standing) {
    const clear = [best, ...apart].every((other) => stretch.last < other.first || stretch.first > other.last);
    if (clear) apart.push(stretch);
  }
  return { ...best, otherStatements: apart.flatMap((stretch) => (stretch.period ? [stretch.period] : [])) };
};

/**
 * A statement read from the geometry of its text (line-tokens → booking-rows → balance-candidates →
 * reconcile → period-candidates): no bank layout and no table header needed. Header words and the
 * bank's own layout are hints at most; what adds up is what is read.
 */
export const readByGeometry = (pdfLines: PdfLine[]): GeometryReading => {
  const lines = alignPages(tokenLines(pdfLines));
  const printed = printedPeriods(lines);
  const balances = balanceCandidates(lines);
  const { rows, result, otherStatements } = bestRegion(lines, balances, printed);
  // Dates without a year take it from the period; the period is chosen by the dates that have one.
  const fullDates = fullDatesOf(rows);
  const fromBalances = result ? periodFromBalances(result.opening.date, result.closing.date) : null;
  const candidates = fromBalances ? [...printed, fromBalances] : printed;
  const provisional = choosePeriod(candidates, fullDates);
  const dateOf = (text: string | undefined) => (text ? parseDate(text, ALL_FORMATS, provisional?.to ?? null) : null);
  const bookingDates = rows.map((row) => dateOf(row.dates[0]?.text));
  const period = choosePeriod(candidates, bookingDates.filter((date): date is string => Boolean(date)));

  const transactions: StatementTransaction[] = result
    ? rows.map((row, index) => {
        const bookingDate = bookingDates[index] ?? '';
        return {
          bookingDate,
          valueDate: dateOf(row.dates[1]?.text ?? row.laterDate?.text) ?? bookingDate,
          description: row.description.join(' ').replace(/\s+/g, ' ').trim(),
          amount: result.amounts[index],
          row: index + 1,
          amountText: result.amountTexts[index],
          balance: result.balances[index],
        };
      })
    : [];
  const held = (candidate: Period) => transactions.some((transaction) => transaction.bookingDate >= candidate.from && transaction.bookingDate <= candidate.to);
  const outside = (candidate: Period) => period !== null && (candidate.to < period.from || candidate.from > period.to);
  const firstOpenings = new Map<number, number>();
  for (const candidate of balances) if (candidate.role === 'opening' && candidate.rank === 0) firstOpenings.set(candidate.lineIndex, candidate.cents);
  return {
    period,
    statementPeriods: period ? [period, ...[...printed.filter((candidate) => outside(candidate) && held(candidate)), ...otherStatements.filter(outside)].map(({ from, to }) => ({ from, to }))] : [],
    openingBalances: new Set(firstOpenings.values()).size,
    rows: rows.map((row) => ({ page: row.line.page, y: row.line.y })),
    opening: result ? { cents: result.opening.cents, text: result.opening.text } : null,
    closing: result ? { cents: result.closing.cents, text: result.closing.text } : null,
    transactions,
    reconciled: Boolean(result?.reconciled) && transactions.every((transaction) => transaction.bookingDate !== ''),
  };
};
