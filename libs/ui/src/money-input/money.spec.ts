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

  it.each([
    ['it', '1.250.000,50', 1_250_000.5],
    ['de', '999999999,99', 999_999_999.99],
    ['en', '1,320,000', 1_320_000],
  ])('takes three digit groups for mortgage amounts (spec 2§5): %s %s', (lang, text, amount) => {
    expect(isValidMoney(text, lang)).toBe(false);
    expect(parseMoney(text, lang, 3)).toBe(amount);
  });

  it.each([
    ['it', '1.000.000.000'],
    ['en', '1,250,000.505'],
  ])('refuses a fourth group or a third decimal for mortgage amounts: %s %s', (lang, text) => expect(isValidMoney(text, lang, 3)).toBe(false));

  it('parses to a number with 2 decimals and formats with the regional separator', () => {
    expect(parseMoney('1.250,5', 'it')).toBe(1250.5);
    expect(parseMoney('1,250.55', 'en')).toBe(1250.55);
    expect(parseMoney('x', 'de')).toBeNull();
    expect(formatMoney(1250.5, 'de')).toBe('1250,50');
    expect(formatMoney(0, 'en')).toBe('0.00');
  });
});
