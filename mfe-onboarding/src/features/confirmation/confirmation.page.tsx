import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectRoute, selectUser, useStepContinue } from '@tenant/bus';
import type { StepSaveResult } from '@tenant/contracts';
import { toLanguage } from '@tenant/domain';
import { formatNumericDate } from '@tenant/i18n';
import { ErrorBanner, ErrorSummary, PageHeader, errorSummaryOf, submitValidation } from '@tenant/ui';
import { DECLARATION_MESSAGES, confirmationSchema, type ConfirmationInput } from '@tenant/validation';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { serverMessage } from '../../lib/form-errors.js';
import { useGetConfirmationQuery, useSubmitConfirmationMutation } from './api/confirmation-api.js';

const STEP = 'confirmation';

/**
 * Confirmation (spec 2§2, 2§4, 2§5): the declaration of veridicity, labelled with the applicant's full
 * name (a default when none is known) and today's date as the language writes it (26/11/2026, 26.11.2026). Continue saves it only when
 * ticked; the service keeps each declaration with its time and client address as evidence.
 */
const ConfirmationPage = () => {
  const { t, i18n } = useTranslation('household');
  const lang = toLanguage(i18n.language);
  const user = useSelector(selectUser);
  const { applicationId } = useSelector(selectRoute);
  const saved = useGetConfirmationQuery(applicationId ?? '', { skip: !applicationId });
  const [submit] = useSubmitConfirmationMutation();
  const form = useForm<ConfirmationInput>({ shouldFocusError: false, defaultValues: { confirmation: false }, resolver: yupResolver(confirmationSchema) });

  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || t('Confirmation.DefaultName');
  const today = formatNumericDate(new Date(), lang);

  const save = async (): Promise<StepSaveResult> => {
    if (!(await submitValidation(form.handleSubmit))) return { success: false, summarised: true, message: t(DECLARATION_MESSAGES.confirmation) };
    try {
      const answer = await submit({ confirmation: true }).unwrap();
      return { success: true, message: answer.message && t(answer.message) };
    } catch (error) {
      return { success: false, message: serverMessage(t, error) };
    }
  };
  useStepContinue(STEP, save, true);

  const declaredAt = saved.data?.confirmedAt;
  const summary = errorSummaryOf(form.formState, (message) => t(message));
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
      <ErrorSummary {...summary} />
      <PageHeader heading={t('Confirmation.Heading')} note={t('Confirmation.Note')} />
      {saved.isError && <ErrorBanner message={t('Confirmation.LoadError')} onRetry={() => void saved.refetch()} retryLabel={t('AdditionalDetails.Retry')} />}
      {declaredAt && <ErrorBanner variant="info" message={t('Confirmation.DeclaredBefore', { date: formatNumericDate(new Date(declaredAt), lang) })} />}
      <FormCheckbox control={form.control} name="confirmation" label={t('Confirmation.Declaration', { fullName, date: today })} />
    </form>
  );
};

export default ConfirmationPage;
