import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@tenant/bus';
import { i18n } from '@tenant/i18n';

/** What the shell puts around every remote screen (shell-app.tsx): the store and the i18n instance (tests only). */
export const RemoteProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </Provider>
);
