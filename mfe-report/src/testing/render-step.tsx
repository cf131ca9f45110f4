import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@tenant/bus';
import { renderStep as renderRemoteStep, type RenderStepOptions } from '@tenant/bus/testing';
import { i18n } from '@tenant/i18n';

const ShellProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </Provider>
);

/** A screen of this remote inside the store and i18n instance the shell gives it (tests only). */
export const renderStep = (ui: ReactElement, options: RenderStepOptions = {}) => renderRemoteStep(ui, ShellProviders, options);
