import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/api-client';
import { PageHeader } from '@tenant/ui';

export const TimeoutPage = () => {
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <section>
      <PageHeader centered heading={t('Timeout.Header')} note={t('Timeout.Text')} />
      <p style={{ textAlign: 'center' }}>
        <Link to={`/${lang}`}>{t('Timeout.BackToHomepage')}</Link>
      </p>
    </section>
  );
};
export default TimeoutPage;
