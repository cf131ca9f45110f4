import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@tenant/domain';
import { i18n, initI18n } from '@tenant/i18n';
import { CountryListContext } from './country-dropdown/country-list-source.js';
import type { CountryListSource } from './country-dropdown/country-list-source.js';

/** Renders with the shared i18n instance in the given language and, when given, a country list source (tests only). */
export const renderWithI18n = async (ui: ReactElement, lang: Language = 'en', countryList?: CountryListSource) => {
  await initI18n(lang);
  return render(<I18nextProvider i18n={i18n}>{countryList ? <CountryListContext value={countryList}>{ui}</CountryListContext> : ui}</I18nextProvider>);
};
