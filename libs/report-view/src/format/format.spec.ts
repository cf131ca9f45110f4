import { formatDay, formatMoney, formatMonth } from './format.js';

describe('report formats', () => {
  it.each([
    ['it', 'Set 2026'],
    ['en', 'Sep 2026'],
    ['de', 'Sep 2026'],
  ] as const)('abbreviates a month to three letters in %s', (lang, expected) => {
    expect(formatMonth(2026, 9, lang)).toBe(expected);
  });

  it('writes March as Mär in German and Mar in English', () => {
    expect(formatMonth(2026, 3, 'de')).toBe('Mär 2026');
    expect(formatMonth(2026, 3, 'en')).toBe('Mar 2026');
  });

  it('writes euros with the language separators', () => {
    expect(formatMoney(1234.5, 'it').replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatMoney(12345.5, 'de').replace(/\s/g, ' ')).toBe('12.345,50 €');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDay('2026-10-15T23:30:00Z', 'it')).toBe('15 ottobre 2026');
  });
});
