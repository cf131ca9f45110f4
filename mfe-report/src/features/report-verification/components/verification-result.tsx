import { useTranslation } from 'react-i18next';
import type { VerificationCertificate, VerifyQrCodeResponse } from '@tenant/contracts';
import type { Language } from '@tenant/domain';
import { formatDate } from '@tenant/i18n';
import { identityStatement } from '@tenant/report-view';
import { PageHeader, Spinner } from '@tenant/ui';

const BULLETS = ['ReportVerification.Bullet2', 'ReportVerification.Bullet3', 'ReportVerification.Bullet4'] as const;

/** A certificate issued without a report has no identity statement: it says not verified, never "checked". */
const NOT_VERIFIED = { value: false, method: null, date: null } as const;

/** What the verify page can show (spec 2§2): verified, or why not. */
export type VerificationOutcome =
  | { status: 'verifying' }
  | { status: 'verified' | 'superseded'; certificate: VerificationCertificate }
  | { status: 'not-valid' | 'expired' | 'revoked' };

const REFUSALS: Record<string, 'expired' | 'revoked'> = { 'ReportVerification.Expired': 'expired', 'ReportVerification.Revoked': 'revoked' };

/** The outcome of a verify-qr-code answer: a genuine certificate past its date or withdrawn says so; anything else is not valid. */
export const verificationOutcome = (answer: { data?: VerifyQrCodeResponse; error?: unknown; isLoading: boolean }): VerificationOutcome => {
  if (answer.isLoading) return { status: 'verifying' };
  const certificate = answer.data?.success ? answer.data.certificate : undefined;
  // a genuine older version: a newer one was issued since (README "Versions")
  if (certificate) return { status: certificate.newer_version ? 'superseded' : 'verified', certificate };
  const message = (answer.error as { message?: string } | undefined)?.message;
  return { status: (message && REFUSALS[message]) || 'not-valid' };
};

/** Who the genuine certificate was issued to, when, and for which version of the report. */
const CertificateFacts = ({ certificate, lang }: { certificate: VerificationCertificate; lang: Language }) => {
  const { t } = useTranslation('report');
  return (
    <>
      <p>
        {t('ReportVerification.VerifiedText')} <strong>{certificate.applicant_name}</strong>
      </p>
      <p>
        {t('ReportVerification.CertificateDate')}: <time dateTime={certificate.created_at}>{formatDate(certificate.created_at, lang)}</time>
      </p>
      {certificate.version && (
        <p>
          {t('ReportVerification.Version')}: {certificate.version}
        </p>
      )}
    </>
  );
};

const Verified = ({ certificate, lang }: { certificate: VerificationCertificate; lang: Language }) => {
  const { t } = useTranslation('report');
  return (
    <section className="report-verification report-verification--verified">
      <PageHeader intro={t('ReportVerification.Title')} heading={t('ReportVerification.Verified')} />
      <CertificateFacts certificate={certificate} lang={lang} />
      <h2 className="report-verification__subheading">{t('ReportVerification.Bullets.Heading')}</h2>
      <ul>
        {/* the report's own identity statement (method and date, or not verified), as the report prints it */}
        <li>{t('ReportVerification.Bullet.Identity', { identity: identityStatement(certificate.identity ?? NOT_VERIFIED, t, lang) })}</li>
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

const REFUSAL_TEXTS = {
  'not-valid': ['ReportVerification.NotVerified', 'ReportVerification.NotVerifiedText'],
  expired: ['ReportVerification.Expired', 'ReportVerification.ExpiredText'],
  revoked: ['ReportVerification.Revoked', 'ReportVerification.RevokedText'],
} as const;

/** A genuine version that a newer one replaced: who and when, and that the landlord should ask for the current one. */
const Superseded = ({ certificate, lang }: { certificate: VerificationCertificate; lang: Language }) => {
  const { t } = useTranslation('report');
  const newer = certificate.newer_version!;
  return (
    <section className="report-verification report-verification--superseded">
      <PageHeader
        intro={t('ReportVerification.Title')}
        heading={t('ReportVerification.Superseded')}
        note={t('ReportVerification.SupersededText', { version: certificate.version, newer: newer.version, date: formatDate(newer.issued_at, lang) })}
      />
      <CertificateFacts certificate={certificate} lang={lang} />
      <footer>
        <p>{t('ReportVerification.Contact')}</p>
      </footer>
    </section>
  );
};

/** The verify page's body for an outcome; the same in the shell and on a partner's site. */
export const VerificationResult = ({ outcome, lang }: { outcome: VerificationOutcome; lang: Language }) => {
  const { t } = useTranslation('report');
  if (outcome.status === 'verifying') return <Spinner label={t('ReportVerification.Verifying')} size="large" />;
  if (outcome.status === 'verified') return <Verified certificate={outcome.certificate} lang={lang} />;
  if (outcome.status === 'superseded') return <Superseded certificate={outcome.certificate} lang={lang} />;
  const [heading, note] = REFUSAL_TEXTS[outcome.status];
  return (
    <section className={`report-verification report-verification--${outcome.status}`}>
      <PageHeader intro={t('ReportVerification.Title')} heading={t(heading)} note={t(note)} />
      <footer>
        <p>{t('ReportVerification.Contact')}</p>
      </footer>
    </section>
  );
};
