import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { selectLang } from '@tenant/api-client';
import { routeChanged } from '@tenant/contracts';
import { parseRouteContext } from '../routing/paths.js';
import { LanguageSwitch } from './language-switch.js';

/** Keeps the bus's route context and the interface language in step with the URL. */
const useRouteSync = () => {
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  useEffect(() => {
    const context = parseRouteContext(pathname, search);
    dispatch(routeChanged(context));
    if (i18n.language !== context.lang) void i18n.changeLanguage(context.lang);
    document.documentElement.lang = context.lang;
  }, [pathname, search, dispatch, i18n]);
};

/** Top bar and page frame (progress nav, footer and branding come later). */
export const PageFrame = () => {
  useRouteSync();
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '.75rem 1.5rem', background: 'var(--color-header)', borderBottom: '1px solid var(--color-border)' }}>
        <Link to={`/${lang}`} style={{ fontWeight: 700, color: 'var(--color-secondary)', textDecoration: 'none' }}>
          {t('TopBar.Logo')}
        </Link>
        <LanguageSwitch />
      </header>
      <main style={{ maxWidth: '60rem', margin: '0 auto', padding: '0 1.5rem 3rem' }}>
        <Outlet />
      </main>
    </>
  );
};
