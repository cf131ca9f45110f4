import { calendarDate, fullYear, MONTH_NUMBERS } from '../../parsing/dates.js';
import { findAmounts } from '../../parsing/money.js';
import type { ValueReader } from './labelled-values.js';

/** Month names as payslips print them: the full names, their variants and abbreviations. */
const MONTHS: Record<string, number> = {
  ...MONTH_NUMBERS,
  gen: 1, feb: 2, mar: 3, apr: 4, mag: 5, giu: 6, lug: 7, ago: 8, set: 9, ott: 10, nov: 11, dic: 12,
  jänner: 1, maerz: 3, jan: 1, mär: 3, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, okt: 10, dez: 12,
};
const MONTH_NAME = new RegExp(`(?<![\\p{L}])(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?\\s*[/-]?\\s*((?:19|20)\\d{2})(?!\\d)`, 'iu');
const NUMERIC_MONTH = /(?<![\d.,/-])(0?[1-9]|1[0-2])\s*[./-]\s*((?:19|20)\d{2})(?![\d])/;
const FULL_DATE = /(?<!\d)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The first date in a text, day first as Italian and German payslips print it (`01/03/2018`, `01-03-2018`, `01.03.18`). */
export const readDate: ValueReader<string> = (text) => {
  const match = FULL_DATE.exec(text);
  if (!match) return null;
  return calendarDate(fullYear(match[4]), Number(match[3]), Number(match[1]));
};

/**
 * A separate 13th or 14th month payslip names the extra month instead of a calendar month: "13.MA 2019",
 * "13ma mensilità 2019", "13^ 2019", "Tredicesima 2019", "14ª 2019", "Quattordicesima 2019".
 */
const EXTRA_MONTH = /(?<![\p{L}\d])(?:(13|14)\s*(?:[.°ª^]\s*(?:ma\b|a\b)?|ma\b|esima\b)|(tredicesima|quattordicesima))\.?\s*(?:mensilit[àa]'?\.?\s*)?[/-]?\s*((?:19|20)\d{2})(?!\d)/iu;
/**
 * The calendar month an extra-month payslip is filed under: the 13th month is paid with December's pay;
 * the 14th with July's under the commercio and turismo contracts that have one (June under a few others).
 */
const EXTRA_MONTH_PAID_IN = { 13: 12, 14: 7 } as const;
/** A range of dates within one month, day first, the first date's year optional ("02.03.-31.03.2026", "dal 01/10/2025 al 31/10/2025"). */
const DATE_RANGE = /(?<!\d)(\d{1,2})([./])(\d{1,2})\2(?:(\d{4})|(?!\d))\s*(?:[-–]|\bal\b|\bbis\b)\s*(\d{1,2})\2(\d{1,2})\2(\d{4})(?!\d)/u;

export interface PayPeriod {
  /** yyyy-mm */
  month: string;
  /** the payslip is a separate 13th or 14th month payslip */
  extraMonth: 13 | 14 | null;
}

const extraMonthPeriod = (text: string): PayPeriod | null => {
  const match = EXTRA_MONTH.exec(text);
  if (!match) return null;
  const extraMonth = match[1] ? (Number(match[1]) as 13 | 14) : /^tredic/i.test(match[2]) ? 13 : 14;
  return { month: `${match[3]}-${pad(EXTRA_MONTH_PAID_IN[extraMonth])}`, extraMonth };
};

const rangeMonth = (text: string): string | null => {
  const match = DATE_RANGE.exec(text);
  if (!match || Number(match[3]) !== Number(match[6]) || (match[4] && match[4] !== match[7])) return null;
  return calendarDate(Number(match[7]), Number(match[6]), Number(match[5]))?.slice(0, 7) ?? null;
};

/** A month name and year; unlabelled, not when it is part of a written-out date ("1. Januar 2020" is a day, not a period). */
const namedMonth = (text: string, labelled: boolean): string | null => {
  const named = MONTH_NAME.exec(text);
  if (!named || (!labelled && /\d\.?\s*$/.test(text.slice(0, named.index)))) return null;
  return `${named[2]}-${pad(MONTHS[named[1].toLowerCase()])}`;
};

const periodIn = (text: string, labelled: boolean): PayPeriod | null => {
  const extra = extraMonthPeriod(text);
  if (extra) return extra;
  const month = namedMonth(text, labelled) ?? rangeMonth(text);
  return month ? { month, extraMonth: null } : null;
};

/**
 * A pay period that names itself wherever it is printed, without a label: an extra month and year, a
 * month name and year (`für Oktober 2023`, `DICEMBRE  2024`), or a range of dates within one month. A lone
 * date or a month number is not one (a printing date, a law's number).
 */
export const readPeriodPhrase: ValueReader<PayPeriod> = (text) => periodIn(text, false);

/**
 * A pay period printed with its label: as readPeriodPhrase, or a month number and year (`10/2025`,
 * `10.2025`), or a date (`01.10.2025 - 31.10.2025`: its first month).
 */
export const readPayPeriod: ValueReader<PayPeriod> = (text) => {
  const phrase = periodIn(text, true);
  if (phrase) return phrase;
  const date = readDate(text);
  if (date) return { month: date.slice(0, 7), extraMonth: null };
  const numeric = NUMERIC_MONTH.exec(text);
  return numeric ? { month: `${numeric[2]}-${pad(Number(numeric[1]))}`, extraMonth: null } : null;
};

/** The first amount in a text, in positive integer cents (`1.234,56`, `1.234,56 €`, `EUR 1.234,56`). */
export const readAmount: ValueReader<number> = (text) => {
  const first = findAmounts(text)[0];
  return first ? Math.abs(first.cents) : null;
};

/**
 * A labelled sum of money: the text starts with it (`1.234,56`, `€ 1.234,56`, `1.234,56 EUR`), in positive
 * integer cents. A text that starts with something else ("22  8,00": a row number, then another column's
 * figure) is not the label's value.
 */
export const readMoney: ValueReader<number> = (text) => {
  const first = findAmounts(text)[0];
  return first && !/[\p{L}\d]/u.test(text.slice(0, first.index).replace(/€|EUR/g, '')) ? Math.abs(first.cents) : null;
};

/** A short text value (a level, a job title): not an amount or a date, at most 40 characters. */
export const readShortText: ValueReader<string> = (text) => {
  const value = text.replace(/\s+/g, ' ').trim();
  return value && value.length <= 40 && !findAmounts(value).length && !FULL_DATE.test(value) ? value : null;
};

/** A person's or company's name: letters first, no amounts or dates, not a bare code. */
export const readName: ValueReader<string> = (text) => {
  const value = text.replace(/\s+/g, ' ').trim();
  if (!/^\p{L}/u.test(value) || value.length < 3 || value.length > 80) return null;
  if (findAmounts(value).length || FULL_DATE.test(value) || /\d{4,}/.test(value)) return null;
  return value;
};
