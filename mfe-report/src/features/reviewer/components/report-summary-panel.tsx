import { useTranslation } from 'react-i18next';
import type { Language } from '@tenant/domain';
import { ErrorBanner, Spinner } from '@tenant/ui';
import { ReportSummaryCard } from '../../../report-summary/report-summary-card.js';
import { useReviewerReportSummaryQuery } from '../api/reviewer-api.js';

/** One application's verified summary, fetched when the reviewer opens it. */
export const ReportSummaryPanel = ({ accessToken, applicationId, lang }: { accessToken: string; applicationId: string; lang: Language }) => {
  const { t } = useTranslation('report');
  const answer = useReviewerReportSummaryQuery({ accessToken, applicationId });
  if (answer.isLoading) return <Spinner label={t('Reviewer.Summary.Loading')} />;
  if (answer.isError || !answer.data) return <ErrorBanner message={t('Reviewer.Summary.Error')} />;
  if (!answer.data.summary) return <p>{t('Reviewer.Summary.NotReady')}</p>;
  return <ReportSummaryCard summary={answer.data.summary} lang={lang} headingLevel={3} />;
};
