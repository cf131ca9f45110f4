import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectContinueSaving, selectRoute, selectUser, useStepContinue } from '@tenant/bus';
import { continuePressed, emailUpdateRequested, sessionStarted, stepBackRequested, type StepSaveResult } from '@tenant/contracts';
import { VERIFICATION_CODE_LENGTH } from '@tenant/domain';
import { Button, ErrorBanner, PageHeader, Spinner, useResendCountdown } from '@tenant/ui';
import { useSignupText } from '../../i18n/use-signup-text.js';
import { useResendEmailCodeMutation, useSubmitEmailCodeMutation } from './api/verify-email-api.js';
import { CodeBoxes } from './components/code-boxes.js';

const STEP = 'verify-email';
const SIGN_UP_STEP = 'sign-up';
const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');
const messageOf = (error: unknown) => (error as ApiError).message || 'General.Error';
/** Values for the message's text: when to try again after too many attempts (issue 22). */
const paramsOf = (error: unknown) => (error as ApiError).params;

/**
 * E-mail verification (spec 1§2, 1§4): six boxes submitted as soon as they are complete; the session
 * token goes on the bus (the shell keeps it in the cookie and local storage) and the flow advances.
 */
const VerifyEmailPage = () => {
  const t = useSignupText();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const route = useSelector(selectRoute);
  const saving = useSelector(selectContinueSaving);
  const [submitCode] = useSubmitEmailCodeMutation();
  const [resendCode, resendState] = useResendEmailCodeMutation();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [errorParams, setErrorParams] = useState<Record<string, string> | undefined>(undefined);
  const [refusals, setRefusals] = useState(0);
  const [resent, setResent] = useState(false);
  const countdown = useResendCountdown();
  const email = user.email ?? '';
  const code = digits.join('');

  const save = async (): Promise<StepSaveResult> => {
    try {
      const answer = await submitCode({ email, code }).unwrap();
      dispatch(sessionStarted({ accessToken: answer.access_token }));
      return { success: true, application_id: answer.application_id ?? undefined };
    } catch (failure) {
      const message = messageOf(failure);
      setError(message);
      setErrorParams(paramsOf(failure));
      setDigits(emptyCode());
      setRefusals((count) => count + 1);
      return { success: false, message };
    }
  };
  // The screen has its own buttons: the complete code presses Continue (below).
  useStepContinue(STEP, save);

  // Auto-submit once all six boxes hold a digit.
  useEffect(() => {
    if (code.length === VERIFICATION_CODE_LENGTH && !saving) {
      setError(null);
      dispatch(continuePressed({ stepRouter: STEP }));
    }
    // `saving` is left out on purpose: the code is sent once when it becomes complete.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, dispatch]);

  // Reloaded without the sign-up's e-mail: there is nothing to verify here.
  useEffect(() => {
    if (!email) dispatch(stepBackRequested({ target: SIGN_UP_STEP }));
  }, [email, dispatch]);

  const resend = async () => {
    setError(null);
    setResent(false);
    try {
      await resendCode({ email, listing_id: route.listingId }).unwrap();
      setResent(true);
      countdown.restart();
    } catch (failure) {
      setError(messageOf(failure));
      setErrorParams(paramsOf(failure));
    }
  };

  return (
    <section aria-labelledby="verify-email-heading">
      <PageHeader heading={<span id="verify-email-heading">{t('VerifyEmail.Heading')}</span>} note={t('VerifyEmail.Intro', { email })} />
      <CodeBoxes
        digits={digits}
        onChange={setDigits}
        label={t('VerifyEmail.Code')}
        digitLabel={(index) => t('VerifyEmail.Digit', { index, count: VERIFICATION_CODE_LENGTH })}
        disabled={saving}
        invalid={Boolean(error)}
        focusKey={refusals}
      />
      {saving && <Spinner label={t('VerifyEmail.Verifying')} />}
      {error && <ErrorBanner message={t(error, errorParams)} onClose={() => setError(null)} closeLabel={t('General.Close')} />}
      {resent && <ErrorBanner variant="info" message={t('VerifyEmail.Resent')} />}
      <div style={{ display: 'flex', gap: '1rem', marginTop: '1.5rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" disabled={countdown.secondsLeft > 0 || resendState.isLoading} onClick={() => void resend()}>
          {countdown.secondsLeft > 0 ? t('VerifyEmail.ResendIn', { seconds: countdown.secondsLeft }) : t('VerifyEmail.Resend')}
        </Button>
        <Button
          variant="link"
          onClick={() => {
            dispatch(emailUpdateRequested());
            dispatch(stepBackRequested({ target: SIGN_UP_STEP }));
          }}
        >
          {t('VerifyEmail.UpdateEmail')}
        </Button>
      </div>
    </section>
  );
};

export default VerifyEmailPage;
