import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { Button } from '@tenant/ui';
import { readCookieConsent, saveCookieConsent } from './cookie-consent.js';

// Only for those who choose to manage their cookies.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.js').then((m) => ({ default: m.CookieSettingsDialog })));

/** The cookie banner of the landing page (spec 1§2 Shell): accept or manage; the choice is remembered. */
export const CookieBanner = () => {
  const { t } = useTranslation('chrome');
  const lang = useSelector(selectLang);
  const titleId = useId();
  const [decided, setDecided] = useState(() => readCookieConsent() !== null);
  const [managing, setManaging] = useState(false);
  if (decided) return null;
  return (
    <>
      <section className="shell-cookie-banner" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('Cookies.Title')}</h2>
        <p>
          {t('Cookies.Text')} <Link to={`/${lang}/legal/cookies`}>{t('Cookies.Policy')}</Link>
        </p>
        <div className="shell-cookie-banner__actions">
          <Button
            onClick={() => {
              saveCookieConsent({ preferences: true, statistics: true });
              setDecided(true);
            }}
          >
            {t('Cookies.AcceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => setManaging(true)}>
            {t('Cookies.Manage')}
          </Button>
        </div>
      </section>
      {managing && (
        <Suspense fallback={null}>
          <CookieSettingsDialog open onClose={() => setManaging(false)} onSaved={() => setDecided(true)} />
        </Suspense>
      )}
    </>
  );
};
