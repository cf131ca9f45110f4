import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { HistoryRouterProps } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { useServedCountries } from '@tenant/api-client';
import { CountryListContext } from '@tenant/ui';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { RemoteLoaderContext } from '../federation/remote-loader.js';
import { InactivityTimer } from '../session/inactivity-timer.js';
import { AppConfigContext } from '../platform/app-config.js';
import type { AppConfig } from '../platform/app-config.js';
import { ShellRoutes } from '../routing/routes.js';
import type { ShellStore } from './create-shell-store.js';

export interface ShellAppProps {
  store: ShellStore;
  /** the shell's own history: start-shell and the bus listeners navigate through it from outside React */
  history: HistoryRouterProps['history'];
  loader: RemoteLoader;
  i18n: I18n;
  config: AppConfig;
}

/** The shell's providers around every screen; the country dropdowns of every remote get the onboarding service's list. */
export const ShellApp = ({ store, history, loader, i18n, config }: ShellAppProps) => (
  <Provider store={store}>
    <InactivityTimer timeoutMs={config.inactivityTimeoutMs} />
    <I18nextProvider i18n={i18n}>
      <AppConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={loader}>
          <CountryListContext value={useServedCountries}>
            <HistoryRouter history={history}>
              <ShellRoutes />
            </HistoryRouter>
          </CountryListContext>
        </RemoteLoaderContext.Provider>
      </AppConfigContext.Provider>
    </I18nextProvider>
  </Provider>
);
