import type { CoverageEntry, CoverageValue, ReportMonthFigure } from '@tenant/contracts';

/** A calendar month, 'yyyy-mm'. */
export type MonthKey = string;

/** Orders ISO dates and months by their text, the same on every machine (localeCompare depends on the locale). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const monthOf = (isoDate: string): MonthKey => isoDate.slice(0, 7);

const shift = (month: MonthKey, by: number): MonthKey => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The `count` months ending with `last`, oldest first. */
export const monthsEnding = (last: MonthKey, count: number): MonthKey[] => Array.from({ length: count }, (_, i) => shift(last, i - count + 1));

/** Every month from the one of `fromIso` to the one of `toIso`, both included. */
export const monthsBetween = (fromIso: string, toIso: string): MonthKey[] => {
  const months: MonthKey[] = [];
  for (let month = monthOf(fromIso); month <= monthOf(toIso) && months.length < 120; month = shift(month, 1)) months.push(month);
  return months;
};

export interface CellState {
  value: CoverageValue;
  amount: number | null;
  msg: string | null;
}

/** A Record row cell (spec 2§3) of a month. */
export const coverageEntry = (month: MonthKey, { value, amount, msg }: CellState): CoverageEntry => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { value, numeric_value: amount, translation_key: `Report.Coverage.${value}`, year, month: m, msg, values: amount === null ? [] : [amount] };
};

export const monthFigure = (month: MonthKey, value: number): ReportMonthFigure => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { year, month: m, value };
};
