/** it and de write 1.234,50; en writes 1,234.50 (spec 1§5 regional decimal separator). */
export const moneySeparators = (lang: string) => (lang === 'en' ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' });

const escape = (char: string) => `\\${char}`;

/**
 * Spec 1§5 Money inputs: 1-3 digits, an optional thousands group, then optional 1-2 decimals. `groups` is
 * how many digit groups of 1-3 an amount may have in all: 2 there, 3 for the mortgage amounts (spec 2§5).
 */
export const moneyPattern = (lang: string, groups = 2): RegExp => {
  const { decimal, group } = moneySeparators(lang);
  return new RegExp(`^\\d{1,3}(?:${escape(group)}?\\d{3}){0,${groups - 1}}(?:${escape(decimal)}\\d{1,2})?$`);
};

export const isValidMoney = (text: string, lang: string, groups?: number): boolean => moneyPattern(lang, groups).test(text.trim());

/** The amount as a number with 2 decimals, or null when the text breaks the pattern. */
export const parseMoney = (text: string, lang: string, groups?: number): number | null => {
  if (!isValidMoney(text, lang, groups)) return null;
  const { decimal, group } = moneySeparators(lang);
  const plain = text.trim().split(group).join('').replace(decimal, '.');
  return Math.round(Number(plain) * 100) / 100;
};

/** The amount with 2 decimals and the regional decimal separator (no thousands separator). */
export const formatMoney = (value: number, lang: string): string => value.toFixed(2).replace('.', moneySeparators(lang).decimal);
