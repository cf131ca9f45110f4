import { findAmounts } from '../../statements/parsing/amounts.js';
import type { ValueReader } from './labelled-values.js';

const MONTHS: Record<string, number> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  gen: 1, feb: 2, mar: 3, apr: 4, mag: 5, giu: 6, lug: 7, ago: 8, set: 9, ott: 10, nov: 11, dic: 12,
  januar: 1, jänner: 1, februar: 2, märz: 3, maerz: 3, april: 4, mai: 5, juni: 6, juli: 7, august: 8, september: 9, oktober: 10, dezember: 12,
  jan: 1, mär: 3, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, okt: 10, dez: 12,
};
const MONTH_NAME = new RegExp(`(?<![\\p{L}])(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?\\s*[/-]?\\s*((?:19|20)\\d{2})(?!\\d)`, 'iu');
const NUMERIC_MONTH = /(?<![\d.,/-])(0?[1-9]|1[0-2])\s*[./-]\s*((?:19|20)\d{2})(?![\d])/;
const FULL_DATE = /(?<!\d)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date as ISO, or null for 31.02. */
const isoDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
};

/** The first date in a text, day first as Italian and German payslips print it (`01/03/2018`, `01-03-2018`, `01.03.18`). */
export const readDate: ValueReader<string> = (text) => {
  const match = FULL_DATE.exec(text);
  if (!match) return null;
  const year = match[4].length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
  return isoDate(year, Number(match[3]), Number(match[1]));
};

/**
 * A pay period as `yyyy-mm`: a month name and year (`OTTOBRE 2025`, `Okt. 2025`, `Oktober/2025`), a
 * month number and year (`10/2025`, `10.2025`), or a range of dates (`01.10.2025 - 31.10.2025`: its first month).
 */
export const readPayPeriod: ValueReader<string> = (text) => {
  const named = MONTH_NAME.exec(text);
  if (named) return `${named[2]}-${pad(MONTHS[named[1].toLowerCase()])}`;
  const date = readDate(text);
  if (date) return date.slice(0, 7);
  const numeric = NUMERIC_MONTH.exec(text);
  return numeric ? `${numeric[2]}-${pad(Number(numeric[1]))}` : null;
};

/** The first amount in a text, in positive integer cents (`1.234,56`, `1.234,56 €`, `EUR 1.234,56`). */
export const readAmount: ValueReader<number> = (text) => {
  const first = findAmounts(text)[0];
  return first ? Math.abs(first.cents) : null;
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
