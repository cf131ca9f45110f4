import { useContext, useMemo } from 'react';
import type { CountryOption } from './country-option.js';
import { fallbackCountries, toCountryOption } from './country-option.js';
import type { CountryListSource } from './country-list-source.js';
import { CountryListContext } from './country-list-source.js';

const noCountryList: CountryListSource = () => undefined;

/** The country options in the interface language: Italy and Germany until the provided list has loaded, or if it cannot. */
export const useCountries = (lang: string): CountryOption[] => {
  const useCountryList = useContext(CountryListContext) ?? noCountryList;
  const countries = useCountryList();
  return useMemo(() => (countries?.length ? countries.map((c) => toCountryOption(c, lang, c.flag)) : fallbackCountries(lang)), [countries, lang]);
};
