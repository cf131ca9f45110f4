import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  CONTRACT_DATA_RETENTION_MONTHS,
  GUARDIAN_CONSENT_AGE,
  MARKETING_CONSENT_RETENTION_YEARS,
  PRIVACY_REQUEST_ANSWER_MONTHS,
  REPORT_DELIVERY_MAX_BUSINESS_DAYS,
  REPORT_PRICE_EUR,
  REPORT_VALIDITY_DAYS,
} from '@tenant/domain';
import { loadNamespace } from '@tenant/i18n';
import { Button, PageHeader, Spinner } from '@tenant/ui';
import { CookieSettingsDialog } from '../../layout/cookie-consent/cookie-settings-dialog.js';
import { isLegalDocument } from '../../layout/footer/footer.js';
import type { LegalDocument } from '../../layout/footer/footer.js';
import { NotFoundPage } from '../not-found.page.js';

/** Sections of each document, in order; texts are `Legal.{Document}.{Section}.Heading|Text` (spec 2§1 claims). */
const DOCUMENTS: Record<LegalDocument, { key: string; sections: string[] }> = {
  terms: { key: 'Terms', sections: ['Service', 'Price', 'Processing', 'Delivery', 'Recipients', 'Law'] },
  privacy: { key: 'Privacy', sections: ['Data', 'LegalBases', 'Sharing', 'Place', 'Rights', 'Retention', 'Minors', 'DoNotTrack', 'Changes'] },
  cookies: { key: 'Cookies', sections: ['Necessary', 'Preferences', 'Statistics', 'Choice'] },
  imprint: { key: 'Imprint', sections: ['Operator', 'Contact', 'Law'] },
};

/** The figures the texts state, from the spec's constants. */
const CLAIMS = {
  price: REPORT_PRICE_EUR,
  validityDays: REPORT_VALIDITY_DAYS,
  deliveryDays: REPORT_DELIVERY_MAX_BUSINESS_DAYS,
  requestMonths: PRIVACY_REQUEST_ANSWER_MONTHS,
  contractRetentionMonths: CONTRACT_DATA_RETENTION_MONTHS,
  marketingRetentionYears: MARKETING_CONSENT_RETENTION_YEARS,
  guardianAge: GUARDIAN_CONSENT_AGE,
};

const ChangeCookieSettings = () => {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('Cookies.Change')}
      </Button>
      <CookieSettingsDialog open={open} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />
    </>
  );
};

/** Terms, privacy policy, cookie policy and imprint: `/{lang}/legal/{document}`, texts loaded with the page. */
export const LegalPage = () => {
  const { document } = useParams();
  const { t } = useTranslation('legal', { useSuspense: false });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let current = true;
    loadNamespace('legal')
      .then(() => current && setReady(true))
      .catch((error: unknown) => console.error('legal texts could not be loaded', error));
    return () => {
      current = false;
    };
  }, []);

  if (!isLegalDocument(document)) return <NotFoundPage />;
  if (!ready) return <Spinner label={t('Legal.Loading', { ns: 'chrome' })} />;
  const { key, sections } = DOCUMENTS[document];
  return (
    <article className="shell-legal">
      <PageHeader heading={t(`Legal.${key}.Title`)} note={t(`Legal.${key}.Intro`)} />
      {sections.map((section) => (
        <section key={section} aria-labelledby={`legal-${section}`}>
          <h2 id={`legal-${section}`}>{t(`Legal.${key}.${section}.Heading`)}</h2>
          <p>{t(`Legal.${key}.${section}.Text`, CLAIMS)}</p>
        </section>
      ))}
      {document === 'cookies' && <ChangeCookieSettings />}
    </article>
  );
};
export default LegalPage;
