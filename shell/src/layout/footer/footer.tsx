import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import type { Chrome } from '../chrome-rules.js';
import { CertificateLogos } from './certificate-logos.js';
import { RegionSwitch } from './region-switch.js';

// Never on the first screen (Occupation has no continue-later link): loaded when a step needs it.
const ContinueLater = lazy(() => import('./continue-later.js').then((m) => ({ default: m.ContinueLater })));

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies', 'imprint'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export const isLegalDocument = (value: unknown): value is LegalDocument => typeof value === 'string' && (LEGAL_DOCUMENTS as readonly string[]).includes(value);

const LINK_LABEL: Record<LegalDocument, string> = { terms: 'Footer.Terms', privacy: 'Footer.Privacy', cookies: 'Footer.Cookies', imprint: 'Footer.Imprint' };

/** Footer (spec 1§2 Shell): continue later, legal links, certificate logos, region switch. */
export const Footer = ({ chrome }: { chrome: Chrome }) => {
  const { t } = useTranslation('chrome');
  const lang = useSelector(selectLang);
  const documents = LEGAL_DOCUMENTS.filter((document) => document !== 'terms' || chrome.termsLink);
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        {chrome.continueLater && (
          <Suspense fallback={null}>
            <ContinueLater />
          </Suspense>
        )}
        <nav aria-label={t('Footer.LegalLinks')}>
          <ul>
            {documents.map((document) => (
              <li key={document}>
                <Link to={`/${lang}/legal/${document}`}>{t(LINK_LABEL[document])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-footer__row">
          <CertificateLogos />
          {chrome.regionSwitch && <RegionSwitch />}
        </div>
        <p className="shell-footer__copyright">{t('Footer.Copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
};
