import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang, selectRoute } from '@tenant/bus';
import { IDENTITY_POLL_MS, PREMIUM_IDENTITY_METHODS, PRODUCT_NAME } from '@tenant/domain';
import { formatDate } from '@tenant/i18n';
import { Button, ErrorBanner, Spinner } from '@tenant/ui';
import { serverMessage } from '../../../lib/form-errors.js';
import { useIsIdentityVerifiedQuery, useStartVerificationMutation } from '../api/identity-verification-api.js';

const METHODS = ['PhotoId', 'BankId', 'WebId', 'BankConnection'] as const;
/** {product}CJ.IdentityVerification.WebId.ProcessFailed (spec 1§4) */
export const PROCESS_FAILED_KEY = `${PRODUCT_NAME}CJ.IdentityVerification.WebId.ProcessFailed`;

export type IdentityPanelState = 'loading' | 'not-verified' | 'pending' | 'verified' | 'failed';

/**
 * Identity verification in Germany (spec 1§4): not verified → started (the provider's page in a new
 * tab; the status polled every IDENTITY_POLL_MS) → verified with date and method, or failed with a
 * restart. The status also tells the page whether to warn that the premium score needs verification.
 */
export const IdentityVerificationPanel = ({ onStateChange }: { onStateChange?: (state: IdentityPanelState) => void }) => {
  const { t } = useTranslation('personal');
  const lang = useSelector(selectLang);
  const { applicationId } = useSelector(selectRoute);
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [startVerification, { isLoading: starting }] = useStartVerificationMutation();
  const [pollingWanted, setPollingWanted] = useState(false);
  const { data, isLoading, isError, error, refetch } = useIsIdentityVerifiedQuery(applicationId ?? '', {
    skip: !applicationId,
    pollingInterval: pollingWanted ? IDENTITY_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });

  const state: IdentityPanelState = isLoading || !data ? 'loading' : data.user_verified ? 'verified' : data.pending ? 'pending' : data.tried_and_failed ? 'failed' : 'not-verified';
  useEffect(() => {
    setPollingWanted(state === 'pending');
    onStateChange?.(state);
  }, [state, onStateChange]);

  const start = async () => {
    setStartError(null);
    setPopupBlocked(false);
    // The tab opens within the click (popup blockers allow that), then goes to the provider's URL.
    const tab = window.open('', '_blank');
    try {
      const answer = await startVerification().unwrap();
      if (!answer.verification_url) throw new Error(answer.message ?? 'Error');
      setOpenedUrl(answer.verification_url);
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.verification_url;
      } else {
        setPopupBlocked(true);
      }
    } catch (failure) {
      tab?.close();
      setStartError(serverMessage(t, failure));
    }
  };

  const methodText = (method: string | null) =>
    method && (PREMIUM_IDENTITY_METHODS as readonly string[]).includes(method) ? t(`IdentityVerification.VerifiedMethod.${method}`) : (method ?? '').toUpperCase();

  return (
    <section className="personal-identity" aria-labelledby="identity-heading" aria-busy={state === 'loading' || undefined}>
      <h2 id="identity-heading" className="personal-identity__heading">
        {t('IdentityVerification.Heading')}
      </h2>
      <p>{t('IdentityVerification.Note')}</p>
      <ul className="personal-identity__methods" aria-label={t('IdentityVerification.Methods')}>
        {METHODS.map((method) => (
          <li key={method}>
            <strong>{t(`IdentityVerification.Method.${method}`)}</strong>
            <span>{t(`IdentityVerification.Method.${method}.Text`)}</span>
          </li>
        ))}
      </ul>
      {state === 'loading' && !isError && <Spinner />}
      {isError && <ErrorBanner message={serverMessage(t, error)} onRetry={() => void refetch()} retryLabel={t('IdentityVerification.Restart')} />}
      {startError && <ErrorBanner message={startError} onClose={() => setStartError(null)} />}
      {state === 'not-verified' && (
        <Button onClick={() => void start()} loading={starting} loadingLabel={t('IdentityVerification.Starting')}>
          {t('IdentityVerification.Start')}
        </Button>
      )}
      {state === 'pending' && (
        <div role="status" className="personal-identity__pending">
          <Spinner />
          <p>{t('IdentityVerification.Pending')}</p>
          {popupBlocked && <p>{t('IdentityVerification.PopupBlocked')}</p>}
          {openedUrl && (
            <a href={openedUrl} target="_blank" rel="noopener noreferrer">
              {t('IdentityVerification.OpenAgain')}
            </a>
          )}
        </div>
      )}
      {state === 'verified' && data && (
        <p role="status" className="personal-identity__verified">
          <span aria-hidden="true">✓ </span>
          {t('IdentityVerification.Verified', { date: data.verified_at ? formatDate(data.verified_at, lang) : '', method: methodText(data.verification_method) })}
        </p>
      )}
      {state === 'failed' && (
        <>
          <ErrorBanner message={t(PROCESS_FAILED_KEY)} />
          <Button onClick={() => void start()} loading={starting} loadingLabel={t('IdentityVerification.Starting')}>
            {t('IdentityVerification.Restart')}
          </Button>
        </>
      )}
    </section>
  );
};
