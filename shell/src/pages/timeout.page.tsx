import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { PageHeader } from '@tenant/ui';
import { RetryVerificationLink } from './retry-verification-link.js';

/** Timeout (spec 1§2): 'Session Timeout!'; the progress is kept and reloads after verifying again. */
export const TimeoutPage = () => {
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <section>
      <PageHeader centered heading={t('Timeout.Header')} note={t('Timeout.Text')} />
      <p style={{ display: 'flex', justifyContent: 'center', gap: '2rem' }}>
        <RetryVerificationLink />
        <Link to={`/${lang}`}>{t('Timeout.BackToHomepage')}</Link>
      </p>
    </section>
  );
};
export default TimeoutPage;
