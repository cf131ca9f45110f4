import type { Language } from '@tenant/domain';

const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT', de: 'de-DE' };

/** An amount in cents as the language writes money: "€20.00", "20,00 €". */
export const formatAmount = (cents: number, currency: string, lang: Language): string =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
