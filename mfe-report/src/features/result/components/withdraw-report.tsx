import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorBanner } from '@tenant/ui';
import { useRevokeReportMutation } from '../api/report-api.js';

/** The applicant withdraws the report (privacy policy: at any time): after confirming, its QR code stops verifying. */
export const WithdrawReport = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation('report');
  const [confirming, setConfirming] = useState(false);
  const [revoke, { isLoading, isSuccess, error }] = useRevokeReportMutation();
  if (isSuccess) return <ErrorBanner variant="info" message={t('Report.Withdrawn')} />;
  return (
    <>
      <Button variant="link" onClick={() => setConfirming(true)}>
        {t('Report.Withdraw')}
      </Button>
      {error && <ErrorBanner message={(error as { message?: string }).message ?? t('Report.Error.Load')} />}
      <Dialog
        open={confirming}
        title={t('Report.Withdraw')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('Report.Withdraw.Cancel')}
            </Button>
            <Button
              loading={isLoading}
              onClick={() => {
                setConfirming(false);
                void revoke(reportId);
              }}
            >
              {t('Report.Withdraw')}
            </Button>
          </>
        }
      >
        <p>{t('Report.Withdraw.Confirm')}</p>
      </Dialog>
    </>
  );
};
