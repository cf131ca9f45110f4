import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useServedCountries } from '@tenant/api-client';
import type { AppStore } from '@tenant/bus';
import { i18n } from '@tenant/i18n';
import { CountryListContext } from '@tenant/ui';

/** What the shell puts around every remote screen (shell-app.tsx): the store, the i18n instance and the served country list (tests only). */
export const RemoteProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <CountryListContext value={useServedCountries}>{children}</CountryListContext>
    </I18nextProvider>
  </Provider>
);
