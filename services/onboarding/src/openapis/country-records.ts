import type { CountryRecord, CountryTranslationKey, CountryTranslations } from '@tenant/domain';

// The rules that build the served country list from the `world-countries` data package; only this
// service builds the list, so the browser does not carry them.

const COUNTRY_TRANSLATION_KEYS: readonly CountryTranslationKey[] = ['ita', 'deu'];

/** The shape of a `world-countries` entry that the list is built from. */
export interface WorldCountry {
  name: { common: string };
  cca2: string;
  idd: { root?: string; suffixes?: string[] };
  translations: Record<string, { official: string; common: string }>;
}

/** Zones whose suffixes are area codes: the prefix is the root alone (+1, +7). */
const ZONE_ROOTS = ['+1', '+7'];
/** Spec 1§5: a dialling prefix has 1-4 digits. */
const MAX_PREFIX_DIGITS = 4;

/**
 * The dialling prefix of a country: root and suffix when there is one suffix, the root for the +1 and
 * +7 zones, otherwise the root with the shortest suffix; at most 4 digits.
 */
const diallingCode = ({ root = '', suffixes = [] }: WorldCountry['idd']): string => {
  if (!root) return '';
  if (ZONE_ROOTS.includes(root)) return root;
  const suffix = [...suffixes].sort((a, b) => a.length - b.length)[0] ?? '';
  return `+${`${root}${suffix}`.replace(/\D/g, '').slice(0, MAX_PREFIX_DIGITS)}`;
};

const toCountryRecord = (country: WorldCountry): CountryRecord => ({
  name: country.name.common,
  cca2: country.cca2,
  code: diallingCode(country.idd),
  translations: Object.fromEntries(
    COUNTRY_TRANSLATION_KEYS.map((key) => {
      const { official, common } = country.translations[key] ?? { official: country.name.common, common: country.name.common };
      return [key, { official, common }];
    }),
  ) as CountryTranslations,
});

/** The served list: every country, sorted by English name. */
export const toCountryRecords = (countries: WorldCountry[]): CountryRecord[] =>
  countries.map(toCountryRecord).sort((a, b) => a.name.localeCompare(b.name, 'en'));
