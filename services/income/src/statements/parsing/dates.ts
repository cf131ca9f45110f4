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

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

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
      const candidate = iso(endYear, month, day);
      if (candidate && candidate > periodEnd && month > Number(periodEnd.slice(5, 7))) return iso(endYear - 1, month, day);
      return candidate;
    }
    const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    return iso(year, month, day);
  }
  return null;
};

export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const lastDayOfMonth = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

const MONTHS: Record<string, number> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  januar: 1, februar: 2, märz: 3, april: 4, mai: 5, juni: 6, juli: 7, august: 8, september: 9, oktober: 10, november: 11, dezember: 12,
};

/** `Januar 2026` / `gennaio 2026` → the first and last day of that month. */
export const parseMonthName = (name: string, year: string): { from: string; to: string } | null => {
  const month = MONTHS[name.toLowerCase()];
  if (!month) return null;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  return { from, to: lastDayOfMonth(from) };
};
