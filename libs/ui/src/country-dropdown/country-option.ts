import { DEFAULT_DIALLING_CODES } from '@tenant/domain';
import type { CountryRecord, CountryTranslationKey, CountryTranslations, Language } from '@tenant/domain';
import { FALLBACK_FLAGS } from './fallback-flags.js';

/** Spec 1§3 Country option. */
export interface CountryOption {
  name: string;
  /** Local image URL. */
  flag: string;
  /** Dialling prefix ('+39'). */
  code: string;
  cca2: string;
  translations: CountryTranslations;
  /** Common name in the interface language, or null where the language has no translation key. */
  localeName: string | null;
}

/** Spec 1§3: it → ita, de → deu, otherwise none. */
export const countryLocaleKey = (lang: string): CountryTranslationKey | null => (lang === 'it' ? 'ita' : lang === 'de' ? 'deu' : null);

export const toCountryOption = (record: CountryRecord, lang: Language | string, flag: string): CountryOption => {
  const key = countryLocaleKey(lang);
  return { ...record, flag, localeName: key ? record.translations[key].common : null };
};

/** Spec 1§3, 1§8: the list used until the served list has loaded, and when it cannot be loaded. */
export const FALLBACK_COUNTRY_RECORDS: CountryRecord[] = [
  {
    name: 'Italy',
    cca2: 'IT',
    code: DEFAULT_DIALLING_CODES.it,
    translations: { ita: { official: 'Repubblica italiana', common: 'Italia' }, deu: { official: 'Italienische Republik', common: 'Italien' } },
  },
  {
    name: 'Germany',
    cca2: 'DE',
    code: DEFAULT_DIALLING_CODES.de,
    translations: {
      ita: { official: 'Repubblica federale di Germania', common: 'Germania' },
      deu: { official: 'Bundesrepublik Deutschland', common: 'Deutschland' },
    },
  },
];

export const fallbackCountries = (lang: Language | string): CountryOption[] =>
  FALLBACK_COUNTRY_RECORDS.map((record) => toCountryOption(record, lang, FALLBACK_FLAGS[record.cca2]));

/** Spec 1§2: search matches the English name, the locale name or the dialling code, case-insensitively. */
export const countryKeywords = (country: CountryOption): string[] =>
  [country.name, country.localeName ?? '', country.code, country.code.replace('+', '')].filter(Boolean);

export const matchesCountry = (country: CountryOption, query: string): boolean => {
  const q = query.trim().toLocaleLowerCase();
  return countryKeywords(country).some((k) => k.toLocaleLowerCase().includes(q));
};
