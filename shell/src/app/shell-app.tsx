import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { useServedCountries } from '@tenant/api-client';
import { CountryListContext } from '@tenant/ui';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { RemoteLoaderContext } from '../federation/remote-loader.js';
import { InactivityTimer } from '../session/inactivity-timer.js';
import { AppConfigContext } from '../platform/app-config.js';
import type { AppConfig } from '../platform/app-config.js';
import type { ShellStore } from './create-shell-store.js';

export interface ShellAppProps {
  store: ShellStore;
  router: ReturnType<typeof createBrowserRouter>;
  loader: RemoteLoader;
  i18n: I18n;
  config: AppConfig;
}

/** The shell's providers around every screen; the country dropdowns of every remote get the onboarding service's list. */
export const ShellApp = ({ store, router, loader, i18n, config }: ShellAppProps) => (
  <Provider store={store}>
    <InactivityTimer timeoutMs={config.inactivityTimeoutMs} />
    <I18nextProvider i18n={i18n}>
      <AppConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={loader}>
          <CountryListContext value={useServedCountries}>
            <RouterProvider router={router} />
          </CountryListContext>
        </RemoteLoaderContext.Provider>
      </AppConfigContext.Provider>
    </I18nextProvider>
  </Provider>
);
