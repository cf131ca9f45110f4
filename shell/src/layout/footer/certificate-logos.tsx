import { useTranslation } from 'react-i18next';

const Badge = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <svg role="img" aria-label={label} width="88" height="36" viewBox="0 0 88 36">
    <title>{label}</title>
    <rect x="1" y="1" width="86" height="34" rx="6" fill="var(--color-surface)" stroke="var(--color-secondary)" strokeWidth="2" />
    {children}
  </svg>
);

/** Certificate logos of the footer (spec 1§2 Shell). */
export const CertificateLogos = () => {
  const { t } = useTranslation('chrome');
  return (
    <div className="shell-footer__certificates" role="group" aria-label={t('Footer.Certificates')}>
      <Badge label={t('Footer.Certificate.Gdpr')}>
        <circle cx="18" cy="18" r="9" fill="none" stroke="var(--color-secondary)" strokeWidth="2" strokeDasharray="2 3" />
        {/* the regulation's name in the language: GDPR, DSGVO */}
        <text x="32" y="23" fontSize="12" fontWeight="700" fill="var(--color-secondary)" textLength={t('Footer.Certificate.GdprBadge').length > 4 ? 50 : undefined}>
          {t('Footer.Certificate.GdprBadge')}
        </text>
      </Badge>
      <Badge label={t('Footer.Certificate.Encryption')}>
        <rect x="11" y="16" width="14" height="11" rx="2" fill="var(--color-secondary)" />
        <path d="M14 16v-3a4 4 0 0 1 8 0v3" fill="none" stroke="var(--color-secondary)" strokeWidth="2" />
        <text x="32" y="23" fontSize="13" fontWeight="700" fill="var(--color-secondary)">TLS</text>
      </Badge>
    </div>
  );
};
