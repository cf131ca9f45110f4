import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { PageHeader } from '@tenant/ui';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  const lang = useSelector(selectLang);
  return (
    <section>
      <PageHeader centered heading={t('Oops.SomethingWentWrong')} note={t('Oops.PageDoesNotExit')} />
      <p style={{ textAlign: 'center' }}>
        <Link to={`/${lang}`}>{t('Oops.BackToHomepage')}</Link>
      </p>
    </section>
  );
};
