import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectAppType, selectLang, selectRoute } from '@tenant/bus';
import { navigateToStep, reportCompleted, sessionStarted } from '@tenant/contracts';
import { NEW_APPLICATION_STEP } from '@tenant/domain';
import { formatDate } from '@tenant/i18n';
import { ReportView, type ReportStanding } from '@tenant/report-view';
import { Button, ErrorBanner, Spinner } from '@tenant/ui';
import { useCreateNewAppMutation, useGetReportQuery } from './api/report-api.js';
import { DownloadPdf } from './components/download-pdf.js';
import { HiddenReport } from './components/hidden-report.js';
import { ReportDraftBanner } from './components/report-draft.js';
import { ShareSummary } from './components/share-summary.js';
import { WithdrawReport } from './components/withdraw-report.js';
import { useBackgroundPdf } from './hooks/use-background-pdf.js';

/** Where the messages the report call may answer with have their texts. */
const MESSAGE_NAMESPACES = ['report', 'workflow', 'common'];

/**
 * Result (spec 2§2, 2§4): a spinner while loading, then the report (rent, rapid or mortgage view), a
 * hide-report text (the PDF printed meanwhile), or a closable error box; Download PDF when the caller may download (organisation
 * users always); for rapid a start-new-application button; for the owner, withdrawing the report and
 * sharing a verified summary with a landlord. A shown result tells an embedding partner
 * COMPLETED (report/completed on the bus; the shell posts it to the parent window).
 */
const ResultPage = () => {
  const { t, i18n } = useTranslation('report');
  const dispatch = useDispatch();
  const lang = useSelector(selectLang);
  const rapid = useSelector(selectAppType) === 'rapid';
  const { applicationId } = useSelector(selectRoute);
  const { data, error, isLoading } = useGetReportQuery();
  const [errorClosed, setErrorClosed] = useState(false);
  const [createNewApp, newApp] = useCreateNewAppMutation();
  const [showingDraft, setShowingDraft] = useState(false);
  const reportId = data?.report_id ?? null;
  useBackgroundPdf({ reportId, hidden: !!data?.hide_report, rapid });

  useEffect(() => {
    if (applicationId && reportId) dispatch(reportCompleted({ applicationId, reportId }, applicationId));
  }, [applicationId, reportId, dispatch]);

  // The server's message: a catalogued key in the visitor's language, any other text as it came.
  const serverText = (message: string) => (i18n.exists(message, { ns: MESSAGE_NAMESPACES }) ? t(message, { ns: MESSAGE_NAMESPACES }) : message);
  /** Rapid: a new application of the same person, continued at its income check (spec 2§4 Result). */
  const startNewApplication = async () => {
    const created = await createNewApp();
    if (!('data' in created) || !created.data?.application_id) return;
    // The fresh token grants the new application: the other services open it before its events reach them.
    if (created.data.access_token) dispatch(sessionStarted({ accessToken: created.data.access_token }));
    dispatch(navigateToStep({ stepRouter: NEW_APPLICATION_STEP, applicationId: created.data.application_id }));
  };

  if (isLoading) return <Spinner label={t('Report.Loading')} size="large" />;
  if (error || !data?.success) {
    if (errorClosed) return null;
    const message = (error as { message?: string } | undefined)?.message ?? data?.message ?? 'Report.Error.Load';
    return <ErrorBanner message={serverText(message)} onClose={() => setErrorClosed(true)} />;
  }

  const withdrawn = data.state === 'withdrawn';
  const download = data.can_download && reportId && !withdrawn ? <DownloadPdf reportId={reportId} /> : null;
  const version = data.version ?? null;
  const standing: ReportStanding | undefined =
    withdrawn && data.withdrawn_on ? { state: 'withdrawn', version, withdrawnOn: data.withdrawn_on } : data.state === 'issued' ? { state: 'issued', version } : undefined;
  const draft = data.draft ?? null;
  const draftShown = showingDraft && draft?.report ? draft.report : null;
  const newApplication = rapid ? (
    <Button variant="secondary" loading={newApp.isLoading} onClick={() => void startNewApplication()}>
      {t('Report.Rapid.NewApplication')}
    </Button>
  ) : null;
  const actions = (
    <>
      {download}
      {newApplication}
      {reportId && !rapid && data.can_share && <WithdrawReport reportId={reportId} />}
    </>
  );

  return (
    <div className="result">
      {newApp.error && <ErrorBanner message={serverText((newApp.error as { message?: string }).message ?? 'Report.Error.Load')} />}
      {withdrawn && data.withdrawn_on && (
        <ErrorBanner variant="warning" lead={t('Report.State.Withdrawn.Title')} message={t('Report.State.Withdrawn.Text', { date: formatDate(data.withdrawn_on, lang) })} />
      )}
      {data.state === 'issued' && version && data.issued_on && <ErrorBanner variant="info" message={t('Report.State.Issued', { version, date: formatDate(data.issued_on, lang) })} />}
      {draft && version && data.report && (
        <ReportDraftBanner draft={draft} issuedVersion={version} validUntil={data.report.personal_details.valid_until} showingDraft={!!draftShown} onToggle={() => setShowingDraft((shown) => !shown)} />
      )}
      {draftShown ? (
        <ReportView report={draftShown} lang={lang} standing={{ state: 'draft' }} />
      ) : data.report ? (
        <>
          <ReportView report={data.report} lang={lang} actions={actions} standing={standing} />
          {reportId && !rapid && data.can_share && <ShareSummary reportId={reportId} companyName={data.report.listing_info.company_name} />}
        </>
      ) : (
        <>
          <HiddenReport variant={data.content_withheld ? 'withheld' : rapid ? 'rapid' : 'rent'} />
          <div className="rv-actions">
            {download}
            {newApplication}
          </div>
        </>
      )}
    </div>
  );
};

export default ResultPage;
