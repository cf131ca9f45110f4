import { addDays as addCalendarDays, differenceInCalendarDays, formatISO, isExists, lastDayOfMonth as lastDayOf, parseISO } from 'date-fns';

// Income's one date module: dates as Italian and German documents print them, read into ISO
// `yyyy-mm-dd`; calendar arithmetic on ISO dates through date-fns.

/** Date formats printed by the supported banks. `dd.mm.` has no year: it comes from the statement period. */
export type DateFormat = 'dd.mm.yyyy' | 'dd/mm/yyyy' | 'dd/mm/yy' | 'dd.mm.yy' | 'dd.mm.';

const PATTERNS: Record<DateFormat, RegExp> = {
  'dd.mm.yyyy': /^(\d{2})\.(\d{2})\.(\d{4})$/,
  'dd/mm/yyyy': /^(\d{2})\/(\d{2})\/(\d{4})$/,
  'dd/mm/yy': /^(\d{2})\/(\d{2})\/(\d{2})$/,
  'dd.mm.yy': /^(\d{2})\.(\d{2})\.(\d{2})$/,
  'dd.mm.': /^(\d{2})\.(\d{2})\.$/,
};

/** Any date token of the supported formats inside a longer text. */
export const DATE_TOKEN = /\d{2}([./])\d{2}\1(?:\d{4}|\d{2}(?!\d))|\d{2}\.\d{2}\.(?!\d)/g;

/** The months by their Italian and German names. */
export const MONTH_NUMBERS: Readonly<Record<string, number>> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  januar: 1, februar: 2, märz: 3, april: 4, mai: 5, juni: 6, juli: 7, august: 8, september: 9, oktober: 10, november: 11, dezember: 12,
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** A calendar date as ISO, or null for one that does not exist (31.02.). */
export const calendarDate = (year: number, month: number, day: number): string | null =>
  isExists(year, month - 1, day) ? `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}` : null;

/** A printed year: two digits are 20yy. */
export const fullYear = (printed: string): number => (printed.length === 2 ? 2000 + Number(printed) : Number(printed));

/**
 * A printed date as ISO `yyyy-mm-dd`, or null. Two-digit years are 20yy. A date without a year
 * takes the year of `periodEnd` unless that would put it after the period end (a December
 * booking on a January statement), then the year before.
 */
export const parseDate = (text: string, formats: readonly DateFormat[], periodEnd?: string | null): string | null => {
  const value = text.trim();
  for (const format of formats) {
    const match = PATTERNS[format].exec(value);
    if (!match) continue;
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (format === 'dd.mm.') {
      if (!periodEnd) return null;
      const endYear = Number(periodEnd.slice(0, 4));
      const candidate = calendarDate(endYear, month, day);
      if (candidate && candidate > periodEnd && month > Number(periodEnd.slice(5, 7))) return calendarDate(endYear - 1, month, day);
      return candidate;
    }
    return calendarDate(fullYear(match[3]), month, day);
  }
  return null;
};

const isoOf = (date: Date): string => formatISO(date, { representation: 'date' });

export const addDays = (isoDate: string, days: number): string => isoOf(addCalendarDays(parseISO(isoDate), days));

export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from));

export const lastDayOfMonth = (isoDate: string): string => isoOf(lastDayOf(parseISO(isoDate)));

/** `Januar 2026` / `gennaio 2026` → the first and last day of that month. */
export const parseMonthName = (name: string, year: string): { from: string; to: string } | null => {
  const month = MONTH_NUMBERS[name.toLowerCase()];
  if (!month) return null;
  const from = `${year}-${pad(month)}-01`;
  return { from, to: lastDayOfMonth(from) };
};
