import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { PartnerModuleProps } from '@tenant/contracts';
import { i18n, initI18n } from '@tenant/i18n';
import { ensureStyles } from '@tenant/ui';
import { createPartnerStore, partnerConfigured } from './partner-api.js';

/**
 * Everything a report module needs on a page that is not the shell: its own store, the i18n
 * instance started in the asked language, and the theme's tokens (the partner's CSS may override
 * them). Nothing is read from globals of the shell.
 */
export const PartnerProviders = ({ apiBase, lang, children }: Pick<PartnerModuleProps, 'apiBase' | 'lang'> & { children: ReactNode }) => {
  const [store] = useState(() => createPartnerStore(apiBase, lang));
  const [ready, setReady] = useState(i18n.isInitialized && i18n.hasResourceBundle(lang, 'report') && i18n.language === lang);

  useEffect(() => {
    store.dispatch(partnerConfigured({ apiBase, lang }));
  }, [store, apiBase, lang]);

  useEffect(() => {
    ensureStyles();
    let active = true;
    void initI18n(lang).then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [lang]);

  if (!ready) return null;
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
};
