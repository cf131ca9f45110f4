import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_POLL_MS } from '@tenant/domain';
import { Button, ErrorBanner, Spinner } from '@tenant/ui';
import { useLazyGetReportPdfQuery } from '../api/report-api.js';

type DownloadState = { status: 'idle' } | { status: 'preparing' } | { status: 'ready'; link: string } | { status: 'failed' };

/** How long the PDF may take before the button gives up (printing takes seconds; a queue may add some). */
const PREPARE_LIMIT_MS = 120_000;

/**
 * Download PDF (spec 2§2): an existing PDF opens in a new tab at once; otherwise asking for it has
 * started its print, the link is polled until the PDF is printed, and a link then opens it in a new
 * tab (a tab opened by script after a wait would be blocked as a pop-up).
 */
export const DownloadPdf = ({ reportId, openWindow = (url) => window.open(url, '_blank', 'noopener') }: { reportId: string; openWindow?: (url: string) => void }) => {
  const { t } = useTranslation('report');
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const [fetchPdf] = useLazyGetReportPdfQuery();

  useEffect(() => {
    if (state.status !== 'preparing') return;
    const startedAt = Date.now();
    const timer = setInterval(async () => {
      const answer = await fetchPdf(reportId, false);
      if (answer.data?.pdf_link) setState({ status: 'ready', link: answer.data.pdf_link });
      else if (Date.now() - startedAt > PREPARE_LIMIT_MS) setState({ status: 'failed' });
    }, DOCUMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [state.status, reportId, fetchPdf]);

  const download = async () => {
    const answer = await fetchPdf(reportId, false);
    if (answer.data?.pdf_link) {
      openWindow(answer.data.pdf_link);
      return;
    }
    setState(answer.error ? { status: 'failed' } : { status: 'preparing' });
  };

  return (
    <div className="result-download" aria-live="polite">
      {state.status === 'ready' ? (
        <a className="ui-button ui-button--primary" href={state.link} target="_blank" rel="noopener">
          {t('Report.Download.Ready')}
        </a>
      ) : (
        <Button onClick={() => void download()} loading={state.status === 'preparing'} loadingLabel={t('Report.Download.Preparing')}>
          {t(state.status === 'preparing' ? 'Report.Download.Preparing' : 'Report.Download')}
        </Button>
      )}
      {state.status === 'preparing' && <Spinner label={t('Report.Download.Preparing')} />}
      {state.status === 'failed' && <ErrorBanner message={t('Report.Download.Failed')} onClose={() => setState({ status: 'idle' })} />}
    </div>
  );
};
