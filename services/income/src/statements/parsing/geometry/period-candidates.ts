import type { TokenLine } from './line-tokens.js';
import { addDays, lastDayOfMonth, MONTH_NUMBERS, parseDate, parseMonthName } from '../../../parsing/dates.js';

export interface Period {
  from: string;
  to: string;
}

export interface PeriodCandidate extends Period {
  /** printed as a range or a month (rank 0) or worked out from the balances' dates (rank 1) */
  rank: number;
}

const FULL_DATE = '\\d{2}[./]\\d{2}[./](?:\\d{4}|\\d{2})';
const RANGES = [
  new RegExp(`\\b(?:dal|vom|von|periodo|zeitraum|from)?\\s*(?<from>${FULL_DATE})\\s*(?:al|bis|-|–|/|a|to)\\s*(?<to>${FULL_DATE})`, 'giu'),
];
const MONTH = new RegExp(`\\b(?<month>${Object.keys(MONTH_NUMBERS).join('|')})\\s+(?<year>20\\d{2})\\b`, 'giu');
const STATEMENT_WORDS = /kontoauszug|estratto|rendiconto|auszug|periodo|zeitraum|abrechnung/iu;
const FORMATS = ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd/mm/yy', 'dd.mm.yy'] as const;

/**
 * Every date range a statement prints (dal … al, vom … bis, a bare range, a month on a line that names
 * the statement), each a candidate: a custody fee's or an interest line's "vom … bis" is printed the same
 * way as the statement's own period, so choosing is left to the bookings (choosePeriod).
 */
export const printedPeriods = (lines: TokenLine[]): PeriodCandidate[] => {
  const found = new Map<string, PeriodCandidate>();
  for (const line of lines) {
    for (const pattern of RANGES) {
      for (const match of line.text.matchAll(pattern)) {
        const from = parseDate(match.groups?.from ?? '', FORMATS);
        const to = parseDate(match.groups?.to ?? '', FORMATS);
        if (from && to && from < to) found.set(`${from}/${to}`, { from, to, rank: 0 });
      }
    }
    if (!STATEMENT_WORDS.test(line.text)) continue;
    for (const match of line.text.matchAll(MONTH)) {
      const month = parseMonthName(match.groups?.month ?? '', match.groups?.year ?? '');
      if (month) found.set(`${month.from}/${month.to}`, { ...month, rank: 0 });
    }
  }
  return [...found.values()];
};

/**
 * The period the balances' dates give: the day after the opening balance's date (the balance at the
 * end of the previous statement) to the closing balance's date; an opening dated on the 1st of a
 * month is that day's opening.
 */
export const periodFromBalances = (openingDate: string | null, closingDate: string | null): PeriodCandidate | null => {
  const from = openingDate ? parseDate(openingDate, FORMATS) : null;
  const to = closingDate ? parseDate(closingDate, FORMATS) : null;
  if (!from || !to || from >= to) return null;
  return { from: from.endsWith('-01') && from !== lastDayOfMonth(from) ? from : addDays(from, 1), to, rank: 1 };
};

/**
 * The statement's period: of the candidates, the one that holds the bookings' dates (all of them, else
 * the most), printed before worked out, the shortest of those: a year's fee period holds the bookings
 * too, but is longer than the statement's month.
 */
export const choosePeriod = (candidates: PeriodCandidate[], bookingDates: string[]): Period | null => {
  const scored = candidates.map((candidate) => ({
    candidate,
    held: bookingDates.filter((date) => date >= candidate.from && date <= candidate.to).length,
    span: Date.parse(candidate.to) - Date.parse(candidate.from),
  }));
  scored.sort((a, b) => b.held - a.held || a.candidate.rank - b.candidate.rank || a.span - b.span);
  const best = scored[0];
  return best ? { from: best.candidate.from, to: best.candidate.to } : null;
};
