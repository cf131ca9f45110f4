import { useEffect, useMemo, useState } from 'react';
import type { CountryOption } from './country-option.js';
import { fallbackCountries, toCountryOption } from './country-option.js';
import type { CountryRecordWithFlag } from './load-countries.js';
import { loadCountries, loadedCountries } from './load-countries.js';

/** The country options in the interface language: Italy and Germany until the full list has loaded, or if it cannot. */
export const useCountries = (lang: string): CountryOption[] => {
  const [records, setRecords] = useState<CountryRecordWithFlag[] | null>(loadedCountries);
  useEffect(() => {
    if (records) return;
    let current = true;
    loadCountries().then(
      (loaded) => current && setRecords(loaded),
      (error: unknown) => console.warn('country list could not be loaded; using the fallback list', error),
    );
    return () => {
      current = false;
    };
  }, [records]);
  return useMemo(() => (records ? records.map((r) => toCountryOption(r, lang, r.flag)) : fallbackCountries(lang)), [records, lang]);
};
