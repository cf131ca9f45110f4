import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { PageHeader } from '@tenant/ui';
import { RetryVerificationLink } from './retry-verification-link.js';

/** Unauthorized (spec 1§2, 2§2): 'No Access!', retry verification, back to the homepage. */
export const UnauthorizedPage = () => {
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <section>
      <PageHeader centered intro={t('Unauthorized.Label', { ns: 'workflow' })} heading={t('Unauthorized.Header')} note={t('Unauthorized.Text')} />
      <p style={{ display: 'flex', justifyContent: 'center', gap: '2rem' }}>
        <RetryVerificationLink />
        <Link to={`/${lang}`}>{t('Unauthorized.BackToHomepage')}</Link>
      </p>
    </section>
  );
};
export default UnauthorizedPage;
