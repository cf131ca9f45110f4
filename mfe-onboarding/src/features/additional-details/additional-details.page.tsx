import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectAppType, selectApplicantRole, selectApplicationInfo, selectRoute, selectUser, useStepContinue } from '@tenant/bus';
import type { AdditionalDetailsRequest, StepSaveResult } from '@tenant/contracts';
import { ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES, ADDITIONAL_DETAILS_SETTINGS, additionalDetailsContinueEnabled, isMortgageApplication, type AdditionalDetailsSettings } from '@tenant/domain';
import { ErrorBanner, ErrorSummary, PageHeader, Spinner, errorSummaryOf, submitValidation, useWholeFormRevalidation } from '@tenant/ui';
import { HOUSEHOLD_MESSAGES, type AdditionalDetailsContext } from '@tenant/validation';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { FormListbox } from '../../components/form-listbox.js';
import { firstErrorMessage, summaryText } from '../../lib/form-errors.js';
import { useGetAdditionalDetailsQuery, useSubmitAdditionalMutation, useSubmitEmployedAdditionalMutation, useSubmitOtherIncomesMutation } from './api/additional-details-api.js';
import { EmploymentSection } from './components/employment-section.js';
import { HouseholdSection } from './components/household-section.js';
import { optionKey } from './components/option-label.js';
import { SituationSection } from './components/situation-section.js';
import { TenancySection } from './components/tenancy-section.js';
import { EMPLOYED, defaultForm, type AdditionalDetailsForm } from './form.js';
import { CHECKED_FIELDS, additionalDetailsResolver, hasUnsavedDraft } from './schema.js';
import { formFromSaved, toAdditionalRequest, toEmployedRequest, toOtherIncomes } from './to-request.js';

const STEP = 'additional-details';

/** The label each checked field (the request's names) is listed under in the error summary. */
const SUMMARY_LABELS: Record<string, string> = {
  employmentStatus: 'AdditionalDetails.EmploymentStatus.Label',
  householdMembersCount: 'AdditionalDetails.Household.Heading',
  hhMembers: 'AdditionalDetails.Members.Heading',
  guarantors: 'AdditionalDetails.Guarantors.Heading',
  otherIncomes: 'AdditionalDetails.OtherIncomes.Label',
  petsDetails: 'AdditionalDetails.PetsDetails',
  livingSituation: 'AdditionalDetails.LivingSituation.Label',
  currentRent: 'AdditionalDetails.CurrentRent',
  currentDeposit: 'AdditionalDetails.CurrentDeposit',
  rentArrears: 'AdditionalDetails.RentArrears',
  rentArrearsExplanation: 'AdditionalDetails.RentArrearsExplanation',
  landlordName: 'AdditionalDetails.LandlordName',
  tenancyStartDate: 'AdditionalDetails.TenancyStartDate',
  tenancyEndDate: 'AdditionalDetails.TenancyEndDate',
  extraTenancyInfo: 'AdditionalDetails.ExtraTenancyInfo',
  typeOfContract: 'AdditionalDetails.TypeOfContract.Label',
  paychecksPerYear: 'AdditionalDetails.PaychecksPerYear',
  confirmation: 'Confirmation.Label',
};

export interface AdditionalDetailsPageProps {
  settings?: AdditionalDetailsSettings;
}

/**
 * Additional details (spec 1§2, 1§3, 1§5): employment status, household with members and guarantors,
 * flags, living situation and current tenancy, contract and other incomes, and the confirmation.
 * Continue runs the three calls of spec 1§7 after the same checks the service makes.
 */
const AdditionalDetailsPage = ({ settings = ADDITIONAL_DETAILS_SETTINGS }: AdditionalDetailsPageProps) => {
  const { t, i18n } = useTranslation('household');
  const user = useSelector(selectUser);
  const role = useSelector(selectApplicantRole);
  const route = useSelector(selectRoute);
  const appType = useSelector(selectAppType);
  const application = useSelector(selectApplicationInfo);
  const guarantor = role === 'guarantor';
  const mortgage = isMortgageApplication(globalThis.location?.pathname ?? '', appType ?? application.applicationType);
  const showConfirmation = settings.confirmationRequired && !mortgage;
  const context: AdditionalDetailsContext = {
    applicantName: [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined,
    applicantEmail: user.email,
    applicantRole: role,
    confirmationRequired: showConfirmation,
    otherIncomeOptions: settings.otherIncomeOptions,
  };

  const saved = useGetAdditionalDetailsQuery(route.applicationId ?? '', { skip: !route.applicationId || guarantor });
  const form = useForm<AdditionalDetailsForm, AdditionalDetailsContext>({ shouldFocusError: false, defaultValues: defaultForm(user.employment_status), resolver: additionalDetailsResolver, context });
  const { control, getValues, reset } = form;
  const unsavedWarned = useRef(false);
  const [submitAdditional] = useSubmitAdditionalMutation();
  const [submitEmployed] = useSubmitEmployedAdditionalMutation();
  const [submitOtherIncomes] = useSubmitOtherIncomesMutation();

  useEffect(() => {
    if (saved.data?.data) reset(formFromSaved(saved.data.data));
  }, [saved.data, reset]);

  const [employmentStatus, hasPets, petsDetails] = useWatch({ control, name: ['employmentStatus', 'hasPets', 'petsDetails'] });
  // Continue by employment status (spec 1§4); a guarantor only passes through.
  const continueEnabled = guarantor || additionalDetailsContinueEnabled(employmentStatus, hasPets, petsDetails);

  const save = async (): Promise<StepSaveResult> => {
    if (guarantor) return { success: true };
    const values = getValues();
    // Half-entered people: warn once, then let the applicant go on without them (spec 1§5).
    if (hasUnsavedDraft(values) && !unsavedWarned.current) {
      unsavedWarned.current = true;
      return { success: false, message: t(HOUSEHOLD_MESSAGES.unsavedValues) };
    }
    if (!(await submitValidation(form.handleSubmit))) {
      const first = CHECKED_FIELDS.map((field) => firstErrorMessage(form.getFieldState(field as Path<AdditionalDetailsForm>).error)).find(Boolean);
      return { success: false, summarised: true, message: t(first ?? 'Form.Error') };
    }
    try {
      // validated above: both amounts are present
      const answer = await submitAdditional(toAdditionalRequest(values) as AdditionalDetailsRequest).unwrap();
      if (values.employmentStatus === EMPLOYED) await submitEmployed(toEmployedRequest(values)).unwrap();
      await submitOtherIncomes(toOtherIncomes(values)).unwrap();
      return { success: true, message: answer.message };
    } catch (error) {
      const failure = (error as ApiError).message;
      return { success: false, message: failure && i18n.exists(failure, { ns: 'household' }) ? t(failure) : failure };
    }
  };
  useStepContinue(STEP, save, continueEnabled);
  useWholeFormRevalidation(form);
  const summary = errorSummaryOf(form.formState, (message, field) => summaryText(t, message, t(SUMMARY_LABELS[field.split('.')[0]] ?? 'AdditionalDetails.Heading')));
  const order = (field: string) => CHECKED_FIELDS.indexOf(field.split('.')[0]);
  summary.items.sort((a, b) => order(a.field) - order(b.field));

  if (guarantor) {
    return (
      <section>
        <PageHeader heading={t('AdditionalDetails.Heading')} />
        <ErrorBanner variant="info" message={t('AdditionalDetails.GuarantorSkip')} />
      </section>
    );
  }
  if (saved.isLoading) return <Spinner label={t('AdditionalDetails.Loading')} />;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
        <ErrorSummary {...summary} />
        {saved.isError && <ErrorBanner message={t('AdditionalDetails.LoadError')} onRetry={() => void saved.refetch()} retryLabel={t('AdditionalDetails.Retry')} />}
        <PageHeader heading={t('AdditionalDetails.Heading')} note={t('AdditionalDetails.Note')} />
        <FormListbox
          control={control}
          name="employmentStatus"
          label={t('AdditionalDetails.EmploymentStatus.Label')}
          options={ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(optionKey('AdditionalDetails.EmploymentStatus.', value)) }))}
        />
        <HouseholdSection context={context} />
        <SituationSection otherIncomeOptions={settings.otherIncomeOptions} />
        <TenancySection />
        {employmentStatus === EMPLOYED && <EmploymentSection />}
        {showConfirmation && <FormCheckbox control={control} name="confirmation" label={t('Confirmation.Label')} />}
      </form>
    </FormProvider>
  );
};

export default AdditionalDetailsPage;
