import { useTranslation } from 'react-i18next';
import type { PartnerModuleProps } from '@tenant/contracts';
import { Spinner } from '@tenant/ui';
import { verificationOutcome, VerificationResult } from '../../features/report-verification/components/verification-result.js';
import { ReportSummaryCard } from '../../report-summary/report-summary-card.js';
import { PartnerProviders } from '../partner-host/partner-providers.js';
import { useReportSummaryQuery } from '../partner-host/partner-api.js';

const Summary = ({ token, lang }: Pick<PartnerModuleProps, 'token' | 'lang'>) => {
  const { t } = useTranslation('report');
  const answer = useReportSummaryQuery(token);
  if (answer.isLoading) return <Spinner label={t('ReportVerification.Verifying')} size="large" />;
  if (answer.data?.success && answer.data.summary) return <ReportSummaryCard summary={answer.data.summary} lang={lang} />;
  return <VerificationResult outcome={verificationOutcome(answer)} lang={lang} />;
};

/** The verified summary of a report (bands; exact figures only where the applicant disclosed them) for a landlord's or partner's page. */
const PartnerReportSummary = ({ apiBase, lang, token }: PartnerModuleProps) => (
  <PartnerProviders apiBase={apiBase} lang={lang}>
    <Summary token={token} lang={lang} />
  </PartnerProviders>
);

export default PartnerReportSummary;
