import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@tenant/i18n';
import type { AppStore } from '../src/store.js';

/** What the shell puts around every remote screen (shell-app.tsx), for a remote that needs nothing more: the store and the i18n instance. */
export const StoreAndI18n = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </Provider>
);
