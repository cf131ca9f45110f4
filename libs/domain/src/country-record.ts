/** The translations a country option keeps: the interface languages other than English. */
export type CountryTranslationKey = 'ita' | 'deu';
export type CountryTranslations = Record<CountryTranslationKey, { official: string; common: string }>;

/** One country as the onboarding service serves it (spec 1§3 Country option, less the flag and locale name). */
export interface CountryRecord {
  name: string;
  cca2: string;
  /** Dialling prefix with '+', or '' for territories without one. */
  code: string;
  translations: CountryTranslations;
}
