import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewerApplication, ReviewerReportState } from '@tenant/contracts';
import { SCORE_RISK_LEVELS, type Language } from '@tenant/domain';
import { formatDate } from '@tenant/i18n';
import { Button } from '@tenant/ui';
import { ReportSummaryPanel } from './report-summary-panel.js';

const NOT_KNOWN_YET = (applicationId: string): ReviewerReportState => ({ application_id: applicationId, status: 'in_progress', risk_level: null });

interface ApplicationsTableProps {
  accessToken: string;
  applications: ReviewerApplication[];
  /** the report service's states by application id; one it does not know yet is in progress */
  states: Map<string, ReviewerReportState>;
  lang: Language;
  caption: string;
}

/** The company's applications with status and score; each row opens its report's verified summary. */
export const ApplicationsTable = ({ accessToken, applications, states, lang, caption }: ApplicationsTableProps) => {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <table className="reviewer-applications">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Reviewer.Column.Applicant')}</th>
          <th scope="col">{t('Reviewer.Column.Listing')}</th>
          <th scope="col">{t('Reviewer.Column.Date')}</th>
          <th scope="col">{t('Reviewer.Column.Status')}</th>
          <th scope="col">{t('Reviewer.Column.Score')}</th>
          <th scope="col">{t('Reviewer.Column.Summary')}</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => {
          const state = states.get(application.application_id) ?? NOT_KNOWN_YET(application.application_id);
          const isOpen = open === application.application_id;
          const panelId = `reviewer-summary-${application.application_id}`;
          return (
            <Fragment key={application.application_id}>
              <tr>
                <th scope="row">{application.applicant_name}</th>
                <td>{application.listing_name}</td>
                <td>{formatDate(application.created_at, lang)}</td>
                <td>
                  <span className={`reviewer-status reviewer-status--${state.status}`}>{t(`Reviewer.Status.${state.status}`)}</span>
                </td>
                <td>{state.risk_level ? t('Reviewer.Score.Level', { level: state.risk_level, count: SCORE_RISK_LEVELS }) : t('Reviewer.Score.None')}</td>
                <td>
                  <Button
                    variant="link"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    aria-label={t(isOpen ? 'Reviewer.Summary.HideFor' : 'Reviewer.Summary.ShowFor', { name: application.applicant_name })}
                    onClick={() => setOpen(isOpen ? null : application.application_id)}
                  >
                    {t(isOpen ? 'Reviewer.Summary.Hide' : 'Reviewer.Summary.Show')}
                  </Button>
                </td>
              </tr>
              {isOpen && (
                <tr>
                  <td colSpan={6} id={panelId}>
                    <ReportSummaryPanel accessToken={accessToken} applicationId={application.application_id} lang={lang} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
};
