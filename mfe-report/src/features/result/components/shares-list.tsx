import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import type { ReportShare } from '@tenant/contracts';
import { DOCUMENT_POLL_MS } from '@tenant/domain';
import { formatDay } from '@tenant/report-view';
import { Button } from '@tenant/ui';
import { useGetReportSharesQuery, useRevokeShareMutation } from '../api/report-api.js';

/** A share still on its way: the list asks again until the e-mail has left. */
const onItsWay = (share: ReportShare) => !share.mailed_at && !share.revoked_at;

/** What the applicant shared, with whom and when, each withdrawable (its link then answers Revoked). */
export const SharesList = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation('report');
  const lang = useSelector(selectLang);
  const headingId = useId();
  const [polling, setPolling] = useState(false);
  const { data } = useGetReportSharesQuery(reportId, { pollingInterval: polling ? DOCUMENT_POLL_MS : 0 });
  const [revokeShare, revoking] = useRevokeShareMutation();
  const shares = data?.shares;
  useEffect(() => setPolling(!!shares?.some(onItsWay)), [shares]);

  const status = (share: ReportShare) =>
    share.revoked_at ? t('Report.Share.Status.Revoked', { date: formatDay(share.revoked_at, lang) }) : t(share.mailed_at ? 'Report.Share.Status.Sent' : 'Report.Share.Status.Sending');

  return (
    <section className="result-shares" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('Report.Share.History')}</h3>
      {!shares?.length ? (
        <p>{t('Report.Share.None')}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {shares.map((share) => {
            const recipient = share.recipient_name ? `${share.recipient_name} <${share.recipient_email}>` : share.recipient_email;
            return (
              <li key={share.id}>
                <strong>{recipient}</strong>
                {' · '}
                {t('Report.Share.SharedOn', { date: formatDay(share.shared_at, lang) })}
                {' · '}
                {t(share.disclose_figures ? 'Report.Share.WithFigures' : 'Report.Share.BandsOnly')}
                {' · '}
                <span>{status(share)}</span>
                {!share.revoked_at && (
                  <>
                    {' '}
                    <Button variant="link" aria-label={t('Report.Share.Revoke.Label', { recipient })} disabled={revoking.isLoading} onClick={() => void revokeShare(share.id)}>
                      {t('Report.Share.Revoke')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
