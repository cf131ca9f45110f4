import { formatMoney, isValidMoney, parseMoney } from './money.js';

describe('money rule', () => {
  it.each([
    ['it', '850'],
    ['it', '1.250,5'],
    ['de', '1250,50'],
    ['de', '999.999,99'],
    ['en', '1,250.50'],
    ['en', '0'],
  ])('accepts %s %s', (lang, text) => expect(isValidMoney(text, lang)).toBe(true));

  it.each([
    ['it', '1,250.50'],
    ['it', '1.250,505'],
    ['de', '1.000.000'],
    ['en', '1250,50'],
    ['en', '-5'],
    ['en', ''],
    ['en', '12a'],
  ])('refuses %s %s', (lang, text) => expect(isValidMoney(text, lang)).toBe(false));

  it('parses to a number with 2 decimals and formats with the regional separator', () => {
    expect(parseMoney('1.250,5', 'it')).toBe(1250.5);
    expect(parseMoney('1,250.55', 'en')).toBe(1250.55);
    expect(parseMoney('x', 'de')).toBeNull();
    expect(formatMoney(1250.5, 'de')).toBe('1250,50');
    expect(formatMoney(0, 'en')).toBe('0.00');
  });
});
