import type { CountryRecord } from './country-record.js';

export interface CountryRecordWithFlag extends CountryRecord {
  flag: string;
}

let loading: Promise<CountryRecordWithFlag[]> | null = null;
let loaded: CountryRecordWithFlag[] | null = null;

/** The list when it has already been loaded, so later dropdowns start with it. */
export const loadedCountries = () => loaded;

/**
 * The full country list with flag URLs, loaded on first use as a separate chunk (the first screen
 * does not pay for it) and shared by every dropdown. A failed load may be tried again.
 */
export const loadCountries = (): Promise<CountryRecordWithFlag[]> => {
  loading ??= Promise.all([import('./countries.data.json'), import('./flag-urls.js')])
    .then(([data, { flagUrl }]) => {
      loaded = (data.default as CountryRecord[]).map((record) => ({ ...record, flag: flagUrl(record.cca2) }));
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};
