import { useTranslation } from 'react-i18next';
import type { PartnerModuleProps } from '@tenant/contracts';
import { Spinner } from '@tenant/ui';
import { ReportSummaryCard } from '../../report-summary/report-summary-card.js';
import { PartnerProviders } from '../partner-host/partner-providers.js';
import { useReportSummaryQuery } from '../partner-host/partner-api.js';

const Summary = ({ token, lang }: Pick<PartnerModuleProps, 'token' | 'lang'>) => {
  const { t } = useTranslation('report');
  const answer = useReportSummaryQuery(token);
  if (answer.isLoading) return <Spinner label={t('ReportVerification.Verifying')} size="large" />;
  if (answer.data?.success && answer.data.summary) return <ReportSummaryCard summary={answer.data.summary} lang={lang} />;
  // a refused token has nothing to summarise: the verification module beside it says why, once
  return null;
};

/**
 * The verified summary of a report (bands; exact figures only where the applicant disclosed them) for a
 * landlord's or partner's page, shown beside the verification module; for a token that is not valid,
 * expired or withdrawn it shows nothing, so the page shows one refusal, the verification's.
 */
const PartnerReportSummary = ({ apiBase, lang, token }: PartnerModuleProps) => (
  <PartnerProviders apiBase={apiBase} lang={lang}>
    <Summary token={token} lang={lang} />
  </PartnerProviders>
);

export default PartnerReportSummary;
