import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@tenant/domain';
import { i18n, initI18n } from '@tenant/i18n';

/** Renders with the shared i18n instance in the given language (tests only). */
export const renderWithI18n = async (ui: ReactElement, lang: Language = 'en') => {
  await initI18n(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
