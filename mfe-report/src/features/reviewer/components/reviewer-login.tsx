import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@tenant/api-client';
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MINUTES } from '@tenant/domain';
import { Button, ErrorBanner, TextInput, useResendCountdown } from '@tenant/ui';
import { reviewerLoginSchema, reviewerVerifySchema } from '@tenant/validation';
import { ValidationError } from 'yup';
import type { ReviewerSession } from '../reviewer-session.js';
import { useRequestReviewerCodeMutation, useVerifyReviewerCodeMutation } from '../api/reviewer-api.js';

const messageOf = (failure: unknown) => (failure instanceof ValidationError ? failure.message : (failure as ApiError).message || 'General.Error');

/**
 * The reviewer's login (spec 2§6): the company e-mail address, then the one-time code mailed to it
 * (the sign-up's rules: length, lifetime, tries and resend wait are the server's; the form checks the
 * same schemas first).
 */
export const ReviewerLogin = ({ onLoggedIn, notice }: { onLoggedIn: (session: ReviewerSession) => void; notice?: string }) => {
  // the server's auth messages live in signup, the field rules' in ui
  const { t } = useTranslation(['report', 'signup', 'ui'], { nsMode: 'fallback' });
  const [requestCode, requesting] = useRequestReviewerCodeMutation();
  const [verifyCode, verifying] = useVerifyReviewerCodeMutation();
  const countdown = useResendCountdown();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'code' | null; message: string; params?: Record<string, string> } | null>(null);

  const sendCode = async (again: boolean) => {
    setError(null);
    setResent(false);
    try {
      const login = await reviewerLoginSchema.validate({ email });
      await requestCode(login).unwrap();
      setSentTo(login.email);
      setResent(again);
      countdown.restart();
    } catch (failure) {
      setError({ field: failure instanceof ValidationError ? 'email' : null, message: messageOf(failure), params: (failure as ApiError).params });
    }
  };

  const logIn = async () => {
    setError(null);
    try {
      const input = await reviewerVerifySchema.validate({ email: sentTo, code });
      const answer = await verifyCode(input).unwrap();
      onLoggedIn({ accessToken: answer.access_token, email: input.email, companyName: answer.company_name, expiresAt: answer.expires_at });
    } catch (failure) {
      setError({ field: failure instanceof ValidationError ? 'code' : null, message: messageOf(failure), params: (failure as ApiError).params });
      setCode('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? logIn() : sendCode(false));
  };
  const fieldError = (field: 'email' | 'code') =>
    error?.field === field ? t(error.message, { fieldName: t('Reviewer.Login.FieldName.Email') }) : undefined;

  return (
    <form className="reviewer-login" onSubmit={submit} noValidate>
      <p>{t('Reviewer.Login.Intro')}</p>
      {notice && <ErrorBanner variant="info" message={t(notice)} />}
      {!sentTo ? (
        <>
          <TextInput label={t('Reviewer.Login.Email')} type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldError('email')} />
          <Button type="submit" loading={requesting.isLoading} loadingLabel={t('Reviewer.Login.Sending')}>
            {t('Reviewer.Login.SendCode')}
          </Button>
        </>
      ) : (
        <>
          <p role="status">{t('Reviewer.Login.CodeSent', { email: sentTo, length: VERIFICATION_CODE_LENGTH, minutes: VERIFICATION_CODE_TTL_MINUTES })}</p>
          <TextInput
            label={t('Reviewer.Login.Code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, ''))}
            error={fieldError('code')}
          />
          <Button type="submit" loading={verifying.isLoading} loadingLabel={t('Reviewer.Login.Checking')}>
            {t('Reviewer.Login.LogIn')}
          </Button>
          <div className="reviewer-login__more">
            <Button variant="secondary" disabled={countdown.secondsLeft > 0 || requesting.isLoading} onClick={() => void sendCode(true)}>
              {countdown.secondsLeft > 0 ? t('Reviewer.Login.ResendIn', { seconds: countdown.secondsLeft }) : t('Reviewer.Login.Resend')}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setSentTo(null);
                setCode('');
                setError(null);
              }}
            >
              {t('Reviewer.Login.OtherEmail')}
            </Button>
          </div>
          {resent && <ErrorBanner variant="info" message={t('Reviewer.Login.Resent')} />}
        </>
      )}
      {error && !error.field && <ErrorBanner message={t(error.message, error.params ?? {})} onClose={() => setError(null)} closeLabel={t('General.Close')} />}
    </form>
  );
};
