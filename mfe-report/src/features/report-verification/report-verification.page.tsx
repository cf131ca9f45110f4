import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectLang } from '@tenant/bus';
import type { VerificationCertificate } from '@tenant/contracts';
import { formatDate } from '@tenant/i18n';
import type { Language } from '@tenant/domain';
import { PageHeader, Spinner } from '@tenant/ui';
import { useVerifyQrCodeQuery } from './api/verify-qr-code-api.js';

const BULLETS = ['ReportVerification.Bullet1', 'ReportVerification.Bullet2', 'ReportVerification.Bullet3', 'ReportVerification.Bullet4'] as const;

const Verified = ({ certificate, lang }: { certificate: VerificationCertificate; lang: Language }) => {
  const { t } = useTranslation('report');
  return (
    <section>
      <PageHeader intro={t('ReportVerification.Title')} heading={t('ReportVerification.Verified')} />
      <p>
        {t('ReportVerification.VerifiedText')} <strong>{certificate.applicant_name}</strong>
      </p>
      <p>
        {t('ReportVerification.CertificateDate')}: <time dateTime={certificate.created_at}>{formatDate(certificate.created_at, lang)}</time>
      </p>
      <h2 style={{ fontSize: '1.1rem' }}>{t('ReportVerification.Bullets.Heading')}</h2>
      <ul>
        {BULLETS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <footer>
        <p>{t('ReportVerification.Contact')}</p>
      </footer>
    </section>
  );
};

const NotVerified = () => {
  const { t } = useTranslation('report');
  return (
    <section>
      <PageHeader intro={t('ReportVerification.Title')} heading={t('ReportVerification.NotVerified')} note={t('ReportVerification.NotVerifiedText')} />
    </section>
  );
};

const Verification = ({ token, lang }: { token: string; lang: Language }) => {
  const { t } = useTranslation('report');
  const { data, isLoading } = useVerifyQrCodeQuery(token);
  if (isLoading) return <Spinner label={t('ReportVerification.Verifying')} />;
  return data?.success && data.certificate ? <Verified certificate={data.certificate} lang={lang} /> : <NotVerified />;
};

/** ReportVerification (spec 2§2, 2§4): the QR code on a report PDF leads here with ?token=. */
const ReportVerificationPage = () => {
  const lang = useSelector(selectLang);
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={`/${lang}/unauthorized`} replace />;
  return <Verification token={token} lang={lang} />;
};

export default ReportVerificationPage;
