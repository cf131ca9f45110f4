import type { CountryListSource, CountryWithFlag } from './country-list-source.js';
import { FALLBACK_COUNTRY_RECORDS } from './country-option.js';

const served = (record: Omit<CountryWithFlag, 'flag'>): CountryWithFlag => ({ ...record, flag: `/api/v1/openapis/flags/${record.cca2.toLowerCase()}.svg` });
const names = (ita: string, deu: string) => ({ ita: { official: ita, common: ita }, deu: { official: deu, common: deu } });

/** A served list beyond the fallback, sorted by English name as served: a country without a dialling prefix, names that differ by language (tests only). */
export const SERVED_COUNTRIES: CountryWithFlag[] = [
  served({ name: 'Antarctica', cca2: 'AQ', code: '', translations: names('Antartide', 'Antarktis') }),
  served({ name: 'Austria', cca2: 'AT', code: '+43', translations: names('Austria', 'Österreich') }),
  ...FALLBACK_COUNTRY_RECORDS.map(served),
  served({ name: 'Switzerland', cca2: 'CH', code: '+41', translations: names('Svizzera', 'Schweiz') }),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** A country list source that has the served list (tests only). */
export const useServedFixture: CountryListSource = () => SERVED_COUNTRIES;
