import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@tenant/api-client';
import { Button, PageHeader, TextInput } from '@tenant/ui';
import { REPORT_SHORT_CODE_MESSAGES, reportShortCodeSchema, type ReportShortCodeInput } from '@tenant/validation';
import { useLazyShortCodeQuery } from '../api/verify-qr-code-api.js';

/**
 * The verify page without a token (a landlord who typed the address): how to verify a report, by
 * scanning its QR code or entering the short code printed under it, which leads to the verification.
 */
export const VerifyByShortCode = ({ onToken }: { onToken: (token: string) => void }) => {
  const { t } = useTranslation('report');
  const [resolve, resolving] = useLazyShortCodeQuery();
  const form = useForm<ReportShortCodeInput>({ resolver: yupResolver(reportShortCodeSchema) as never, defaultValues: { code: '' } });

  const submit = form.handleSubmit(async ({ code }) => {
    const answer = await resolve(code);
    if (answer.data?.token) return onToken(answer.data.token);
    const status = (answer.error as ApiError | undefined)?.status;
    form.setError('code', { message: status === 422 ? REPORT_SHORT_CODE_MESSAGES.invalid : 'ReportVerification.HowTo.Unknown' }, { shouldFocus: true });
  });

  return (
    <section className="report-verification report-verification--how-to">
      <PageHeader intro={t('ReportVerification.Title')} heading={t('ReportVerification.HowTo.Heading')} note={t('ReportVerification.HowTo.Text')} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('ReportVerification.HowTo.CodeLabel')}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="verify-short-code-hint"
              {...field}
              value={field.value ?? ''}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
        <p id="verify-short-code-hint" className="ui-field__hint">
          {t('ReportVerification.HowTo.CodeHint')}
        </p>
        <Button type="submit" loading={resolving.isFetching}>
          {t('ReportVerification.HowTo.Submit')}
        </Button>
      </form>
      <footer>
        <p>{t('ReportVerification.Contact')}</p>
      </footer>
    </section>
  );
};
