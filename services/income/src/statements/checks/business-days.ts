import { addDays, lastDayOfMonth } from '../../parsing/dates.js';

/**
 * Banks close a statement on a business day: a quarter "dal 03/01/2022" (the 1st a holiday, the 2nd a
 * Sunday) or a month "02.10. – 02.11." (the 1st booked on the statement before) still covers its whole
 * months. So a statement or a gap between two may leave out at most this many business days.
 */
export const BUSINESS_DAYS_TOLERATED = 1;

/** Holidays of both countries that fall on a fixed date and close the banks. */
const FIXED_HOLIDAYS = ['01-01', '12-25', '12-26'];

const isBusinessDay = (isoDate: string) => {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FIXED_HOLIDAYS.includes(isoDate.slice(5));
};

/** Business days from `from` to `to`, both included (none when `to` is before `from`). */
export const businessDaysBetween = (from: string, to: string): number => {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count += 1;
  return count;
};

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
const nextMonth = (isoDate: string) => addDays(lastDayOfMonth(isoDate), 1);

/**
 * The whole months a period covers, as its first and last month's first days, or null when it covers
 * none. A period that starts late in a month covers from the next one; one that ends early in a month
 * covers up to the month before; a start or an end a business day away from a month's edge is on it.
 */
export const wholeMonthsOf = (from: string, to: string): { first: string; last: string } | null => {
  const startMonth = Number(from.slice(8)) <= 15 ? firstOfMonth(from) : nextMonth(from);
  const endMonth = Number(to.slice(8)) >= 15 ? firstOfMonth(to) : firstOfMonth(addDays(firstOfMonth(to), -1));
  const lateStart = from > startMonth && businessDaysBetween(startMonth, addDays(from, -1)) > BUSINESS_DAYS_TOLERATED;
  const earlyEnd = to < lastDayOfMonth(endMonth) && businessDaysBetween(addDays(to, 1), lastDayOfMonth(endMonth)) > BUSINESS_DAYS_TOLERATED;
  return lateStart || earlyEnd || endMonth < startMonth ? null : { first: startMonth, last: endMonth };
};
