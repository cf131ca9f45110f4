import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@tenant/api-client';
import type { Language } from '@tenant/domain';
import { Button, ErrorBanner, Spinner } from '@tenant/ui';
import { useReviewerApplicationsQuery, useReviewerReportsQuery } from '../api/reviewer-api.js';
import type { ReviewerSession } from '../reviewer-session.js';
import { ApplicationsTable } from './applications-table.js';

const isUnauthorized = (error: unknown) => (error as ApiError | undefined)?.status === 401;

/**
 * The company's applications: the list from onboarding, each with its report state from the report
 * service. A refused session (expired, or the company's domain withdrawn) logs the reviewer out.
 */
export const CompanyApplications = ({ session, lang, onSessionEnded }: { session: ReviewerSession; lang: Language; onSessionEnded: () => void }) => {
  const { t } = useTranslation('report');
  const applications = useReviewerApplicationsQuery(session.accessToken);
  const reports = useReviewerReportsQuery(session.accessToken);
  const ended = isUnauthorized(applications.error) || isUnauthorized(reports.error);
  useEffect(() => {
    if (ended) onSessionEnded();
  }, [ended, onSessionEnded]);
  const states = useMemo(() => new Map((reports.data?.reports ?? []).map((state) => [state.application_id, state])), [reports.data]);

  if (applications.isLoading || reports.isLoading) return <Spinner label={t('Reviewer.Loading')} size="large" />;
  if (!applications.data || reports.isError) {
    return (
      <div>
        <ErrorBanner message={t('Reviewer.Error.Load')} />
        <Button
          variant="secondary"
          onClick={() => {
            void applications.refetch();
            void reports.refetch();
          }}
        >
          {t('Reviewer.Retry')}
        </Button>
      </div>
    );
  }
  const caption = t('Reviewer.Company', { company: applications.data.company_name });
  if (!applications.data.applications.length) {
    return (
      <>
        <h2>{caption}</h2>
        <p>{t('Reviewer.Empty')}</p>
      </>
    );
  }
  return <ApplicationsTable accessToken={session.accessToken} applications={applications.data.applications} states={states} lang={lang} caption={caption} />;
};
