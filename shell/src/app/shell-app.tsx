import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { RemoteLoader } from '../federation/remote-loader.js';
import { RemoteLoaderContext } from '../federation/remote-loader.js';
import type { ShellStore } from './create-shell-store.js';

export interface ShellAppProps {
  store: ShellStore;
  router: ReturnType<typeof createBrowserRouter>;
  loader: RemoteLoader;
  i18n: I18n;
}

export const ShellApp = ({ store, router, loader, i18n }: ShellAppProps) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderContext.Provider value={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
    </I18nextProvider>
  </Provider>
);
