import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectLang } from '@tenant/bus';
import type { ValidationErrorItem } from '@tenant/contracts';
import { LANGUAGES } from '@tenant/domain';
import { Button, ErrorBanner, TextInput } from '@tenant/ui';
import { reportShareSchema, type ReportShareInput } from '@tenant/validation';
import { useShareReportMutation } from '../api/report-api.js';
import { SharesList } from './shares-list.js';

/** Where the messages of this form and of the server have their texts. */
const MESSAGE_NAMESPACES = ['report', 'workflow', 'common'];
const FIELDS = ['recipient_email', 'recipient_name', 'disclose_figures', 'lang', 'consent'] as const;
type ShareField = (typeof FIELDS)[number];
const isShareField = (name: string | undefined): name is ShareField => (FIELDS as readonly string[]).includes(name ?? '');

/**
 * Share a verified summary with a landlord or company (spec 2§1: only with consent). The applicant
 * types the address (listings carry no landlord e-mail), chooses bands only or exact figures and the
 * e-mail's language, and consents; the shared schema checks it here and again on the server.
 */
export const ShareSummary = ({ reportId, companyName }: { reportId: string; companyName: string | null }) => {
  const { t } = useTranslation('report');
  const lang = useSelector(selectLang);
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [shareReport, sharing] = useShareReportMutation();
  const defaults: ReportShareInput = { recipient_email: '', recipient_name: companyName, disclose_figures: false, lang, consent: false };
  const form = useForm<ReportShareInput>({ resolver: yupResolver(reportShareSchema) as never, defaultValues: defaults });
  const message = (key: string | undefined) => (key ? t(key, { ns: MESSAGE_NAMESPACES, defaultValue: key }) : undefined);

  const submit = form.handleSubmit(async (share) => {
    setSentTo(null);
    setFailure(null);
    const answer = await shareReport({ reportId, share });
    if (answer.error) {
      const error = answer.error as ApiError;
      const items = error.status === 422 ? ((error.data as { msg?: ValidationErrorItem[] } | undefined)?.msg ?? []) : [];
      const fieldItems = items.filter((item) => isShareField(item.loc?.[1]));
      for (const item of fieldItems) form.setError(item.loc![1] as ShareField, { message: item.msg });
      if (!fieldItems.length) setFailure(message(error.message) ?? t('Report.Error.Load'));
      return;
    }
    setSentTo(answer.data.share.recipient_email);
    form.reset(defaults);
  });

  return (
    <section className="result-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Report.Share.Title')}</h2>
      <p>{t('Report.Share.Intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={form.control}
          name="recipient_email"
          render={({ field, fieldState }) => (
            <TextInput type="email" autoComplete="email" label={t('Report.Share.RecipientEmail')} {...field} value={field.value ?? ''} error={message(fieldState.error?.message)} />
          )}
        />
        <Controller
          control={form.control}
          name="recipient_name"
          render={({ field, fieldState }) => <TextInput label={t('Report.Share.RecipientName')} {...field} value={field.value ?? ''} error={message(fieldState.error?.message)} />}
        />
        <Controller
          control={form.control}
          name="disclose_figures"
          render={({ field }) => (
            <fieldset className="ui-field">
              <legend className="ui-field__label">{t('Report.Share.Content')}</legend>
              <label>
                <input type="radio" name={field.name} checked={!field.value} onChange={() => field.onChange(false)} /> {t('Report.Share.Bands')}
              </label>
              <label>
                <input type="radio" name={field.name} checked={!!field.value} onChange={() => field.onChange(true)} /> {t('Report.Share.Figures')}
              </label>
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="lang"
          render={({ field, fieldState }) => (
            <div className="ui-field">
              <label className="ui-field__label">
                {t('Report.Share.Language')}{' '}
                <select name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} aria-invalid={fieldState.error ? true : undefined}>
                  {LANGUAGES.map((option) => (
                    <option key={option} value={option}>
                      {t(`Language.${option}`, { ns: 'common' })}
                    </option>
                  ))}
                </select>
              </label>
              {fieldState.error && <p className="ui-field__error">{message(fieldState.error.message)}</p>}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="consent"
          render={({ field, fieldState }) => (
            <div className="ui-field">
              <label>
                <input
                  type="checkbox"
                  name={field.name}
                  checked={!!field.value}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? `${headingId}-consent-error` : undefined}
                  onChange={(event) => field.onChange(event.target.checked)}
                />{' '}
                {t('Report.Share.Consent')}
              </label>
              {fieldState.error && (
                <p id={`${headingId}-consent-error`} className="ui-field__error">
                  {message(fieldState.error.message)}
                </p>
              )}
            </div>
          )}
        />
        <Button type="submit" loading={sharing.isLoading} loadingLabel={t('Report.Share.Submit')}>
          {t('Report.Share.Submit')}
        </Button>
      </form>
      {sentTo && <ErrorBanner variant="info" message={t('Report.Share.Sent', { email: sentTo })} />}
      {failure && <ErrorBanner message={failure} onClose={() => setFailure(null)} />}
      <SharesList reportId={reportId} />
    </section>
  );
};
