import type { Language } from '@tenant/domain';

/** An amount in euros in the report's language (`1.234,56 €`, `€1,234.56`). */
export const formatMoney = (value: number, lang: Language): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A whole-euro amount for chart axes and the gauge (`1.180 €`). */
export const formatMoneyRounded = (value: number, lang: Language): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

export const formatPercent = (value: number, lang: Language): string =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A calendar date (ISO date or date-time), in UTC so a date never moves a day with the reader's zone. */
export const formatDay = (value: string, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(value));

/** The month's name cut to its first three letters (spec 2§9: `Set 2026`, `Sep 2026`). */
export const formatMonth = (year: number, month: number, lang: Language): string => {
  const name = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  return `${name.charAt(0).toLocaleUpperCase(lang)}${name.slice(1, 3)} ${year}`;
};
