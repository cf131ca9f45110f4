import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/api-client';
import { PageHeader } from '@tenant/ui';

export const UnauthorizedPage = () => {
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <section>
      <PageHeader centered heading={t('Unauthorized.Header')} note={t('Unauthorized.Text')} />
      <p style={{ textAlign: 'center' }}>
        <Link to={`/${lang}`}>{t('Unauthorized.BackToHomepage')}</Link>
      </p>
    </section>
  );
};
export default UnauthorizedPage;
