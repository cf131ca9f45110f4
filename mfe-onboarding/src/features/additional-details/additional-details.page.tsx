import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectAppType, selectApplicantRole, selectApplicationInfo, selectRoute, selectUser, useStepContinue } from '@tenant/bus';
import type { AdditionalDetailsRequest, StepSaveResult } from '@tenant/contracts';
import {
  ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES,
  ADDITIONAL_DETAILS_SETTINGS,
  CONTRACT_TYPES,
  HOUSEHOLD_MAX_ADULTS,
  HOUSEHOLD_MAX_MINORS,
  HOUSEHOLD_MIN_ADULTS,
  HOUSEHOLD_MIN_MINORS,
  LIVING_SITUATIONS,
  PAYCHECKS_PER_YEAR_OPTIONS,
  additionalDetailsContinueEnabled,
  canAddHouseholdMember,
  isMortgageApplication,
  type AdditionalDetailsSettings,
} from '@tenant/domain';
import { DateInput, ErrorBanner, Listbox, MoneyInput, PageHeader, Spinner, TextInput } from '@tenant/ui';
import { HOUSEHOLD_MESSAGES, type AdditionalDetailsContext } from '@tenant/validation';
import {
  useGetAdditionalDetailsQuery,
  useSubmitAdditionalMutation,
  useSubmitEmployedAdditionalMutation,
  useSubmitOtherIncomesMutation,
} from './api/additional-details-api.js';
import { CheckboxField } from './components/checkbox-field.js';
import { Guarantors } from './components/guarantors.js';
import { HouseholdMembers } from './components/household-members.js';
import { optionKey } from './components/option-label.js';
import {
  EMPTY_GUARANTOR_DRAFT,
  EMPTY_MEMBER_DRAFT,
  defaultForm,
  formFromSaved,
  guarantorDraftError,
  hasUnsavedDraft,
  memberDraftError,
  toAdditionalRequest,
  toEmployedRequest,
  toOtherIncomes,
  validateForm,
  type AdditionalDetailsForm,
  type FormErrors,
} from './schema.js';

const STEP = 'additional-details';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** Household-level rules shown above the members rather than at a field. */
const HOUSEHOLD_LEVEL = new Set(['householdMembersCount', 'hhMembers']);

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

  const saved = useGetAdditionalDetailsQuery(route.applicationId ?? '', { skip: !route.applicationId || guarantor });
  const { control, watch, getValues, setValue, reset } = useForm<AdditionalDetailsForm>({ defaultValues: defaultForm(user.employment_status) });
  const [errors, setErrors] = useState<FormErrors>({});
  const [memberError, setMemberError] = useState<string | null>(null);
  const [guarantorError, setGuarantorError] = useState<string | null>(null);
  const unsavedWarned = useRef(false);
  const [submitAdditional] = useSubmitAdditionalMutation();
  const [submitEmployed] = useSubmitEmployedAdditionalMutation();
  const [submitOtherIncomes] = useSubmitOtherIncomesMutation();

  useEffect(() => {
    if (saved.data?.data) reset(formFromSaved(saved.data.data));
  }, [saved.data, reset]);

  const form = watch();
  const size = { adults: Number(form.adults), minors: Number(form.minors) };
  const context: AdditionalDetailsContext = {
    applicantName: [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined,
    applicantEmail: user.email,
    applicantRole: role,
    confirmationRequired: showConfirmation,
  };
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  // Continue by employment status (spec 1§4); a guarantor only passes through.
  const continueEnabled = guarantor || additionalDetailsContinueEnabled(form.employmentStatus, form.hasPets, form.petsDetails);

  const save = async (): Promise<StepSaveResult> => {
    if (guarantor) return { success: true };
    const values = getValues();
    // Half-entered people: warn once, then let the applicant go on without them (spec 1§5).
    if (hasUnsavedDraft(values) && !unsavedWarned.current) {
      unsavedWarned.current = true;
      return { success: false, message: t(HOUSEHOLD_MESSAGES.unsavedValues) };
    }
    const found = validateForm(values, context, settings.otherIncomeOptions);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return { success: false, message: t(first) };
    try {
      // validated above: both amounts are present
      const answer = await submitAdditional(toAdditionalRequest(values) as AdditionalDetailsRequest).unwrap();
      if (values.employmentStatus === 'Employed') await submitEmployed(toEmployedRequest(values)).unwrap();
      await submitOtherIncomes(toOtherIncomes(values)).unwrap();
      return { success: true, message: answer.message };
    } catch (error) {
      const failure = (error as ApiError).message;
      return { success: false, message: failure && i18n.exists(failure, { ns: 'household' }) ? t(failure) : failure };
    }
  };
  useStepContinue(STEP, save, continueEnabled);

  if (guarantor) {
    return (
      <section>
        <PageHeader heading={t('AdditionalDetails.Heading')} />
        <ErrorBanner variant="info" message={t('AdditionalDetails.GuarantorSkip')} />
      </section>
    );
  }
  if (saved.isLoading) return <Spinner label={t('AdditionalDetails.Loading')} />;

  const addMember = () => {
    const problem = memberDraftError(form.memberDraft, context);
    setMemberError(problem);
    if (problem) return;
    setValue('hhMembers', [...form.hhMembers, { ...form.memberDraft, email: form.memberDraft.email.trim().toLowerCase() }]);
    setValue('memberDraft', EMPTY_MEMBER_DRAFT);
  };
  const addGuarantor = () => {
    const problem = guarantorDraftError(form.guarantorDraft, context);
    setGuarantorError(problem);
    if (problem) return;
    setValue('guarantors', [...form.guarantors, { ...form.guarantorDraft, email: form.guarantorDraft.email.trim().toLowerCase(), role: 'Guarantor' }]);
    setValue('guarantorDraft', EMPTY_GUARANTOR_DRAFT);
  };
  const householdError = Object.entries(errors).find(([path]) => HOUSEHOLD_LEVEL.has(path))?.[1] ?? memberError;
  const guarantorsError = Object.entries(errors).find(([path]) => path.startsWith('guarantors'))?.[1] ?? guarantorError;
  const fieldError = (path: string) => message(errors[path]);
  const sub = (key: string) => <PageHeader level={2} heading={t(key)} />;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
      {saved.isError && <ErrorBanner message={t('AdditionalDetails.LoadError')} onRetry={() => void saved.refetch()} retryLabel={t('AdditionalDetails.Retry')} />}
      <PageHeader heading={t('AdditionalDetails.Heading')} note={t('AdditionalDetails.Note')} />
      <Controller
        control={control}
        name="employmentStatus"
        render={({ field }) => (
          <Listbox
            label={t('AdditionalDetails.EmploymentStatus.Label')}
            options={ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES.map((value) => ({ value, label: t(optionKey('AdditionalDetails.EmploymentStatus.', value)) }))}
            value={field.value || null}
            onChange={field.onChange}
            invalid={Boolean(errors.employmentStatus)}
          />
        )}
      />

      {sub('AdditionalDetails.Household.Heading')}
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Controller
          control={control}
          name="adults"
          render={({ field }) => (
            <Listbox
              label={t('AdditionalDetails.Household.Adults')}
              options={range(HOUSEHOLD_MIN_ADULTS, HOUSEHOLD_MAX_ADULTS).map((value) => ({ value, label: value }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="minors"
          render={({ field }) => (
            <Listbox
              label={t('AdditionalDetails.Household.Minors')}
              options={range(HOUSEHOLD_MIN_MINORS, HOUSEHOLD_MAX_MINORS).map((value) => ({ value, label: value }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <HouseholdMembers
        members={form.hhMembers}
        draft={form.memberDraft}
        canAdd={canAddHouseholdMember(size, form.hhMembers.length)}
        error={householdError}
        onDraftChange={(draft) => setValue('memberDraft', draft)}
        onAdd={addMember}
        onRemove={(index) => setValue('hhMembers', form.hhMembers.filter((_, i) => i !== index))}
      />
      <Guarantors
        guarantors={form.guarantors}
        draft={form.guarantorDraft}
        error={guarantorsError}
        onDraftChange={(draft) => setValue('guarantorDraft', draft)}
        onAdd={addGuarantor}
        onRemove={(index) => setValue('guarantors', form.guarantors.filter((_, i) => i !== index))}
      />

      {sub('AdditionalDetails.Situation.Heading')}
      <Controller control={control} name="hasIncome" render={({ field }) => <CheckboxField label={t('AdditionalDetails.HasIncome')} checked={field.value} onChange={field.onChange} />} />
      {form.hasIncome && (
        <Controller
          control={control}
          name="otherIncomes"
          render={({ field }) => (
            <>
              <Listbox
                multiple
                label={t('AdditionalDetails.OtherIncomes.Label')}
                options={settings.otherIncomeOptions.map((value) => {
                  const key = optionKey('AdditionalDetails.OtherIncome.', value);
                  return { value, label: i18n.exists(key, { ns: 'household' }) ? t(key) : value };
                })}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.otherIncomes)}
              />
              {errors.otherIncomes && <p className="ui-field__error">{t(errors.otherIncomes)}</p>}
            </>
          )}
        />
      )}
      <Controller control={control} name="hasPets" render={({ field }) => <CheckboxField label={t('AdditionalDetails.HasPets')} checked={field.value} onChange={field.onChange} />} />
      {form.hasPets && (
        <Controller
          control={control}
          name="petsDetails"
          render={({ field }) => <TextInput label={t('AdditionalDetails.PetsDetails')} value={field.value} onChange={field.onChange} error={fieldError('petsDetails')} />}
        />
      )}
      <Controller
        control={control}
        name="accessibleHouse"
        render={({ field }) => <CheckboxField label={t('AdditionalDetails.AccessibleHouse')} checked={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="livingSituation"
        render={({ field }) => (
          <>
            <Listbox
              label={t('AdditionalDetails.LivingSituation.Label')}
              options={LIVING_SITUATIONS.map((value) => ({ value, label: t(optionKey('AdditionalDetails.LivingSituation.', value)) }))}
              value={field.value || null}
              onChange={field.onChange}
              invalid={Boolean(errors.livingSituation)}
            />
            {errors.livingSituation && <p className="ui-field__error">{t(errors.livingSituation)}</p>}
          </>
        )}
      />

      {sub('AdditionalDetails.Tenancy.Heading')}
      <p>{t('AdditionalDetails.MoneyHint')}</p>
      <Controller
        control={control}
        name="currentRent"
        render={({ field }) => <MoneyInput label={t('AdditionalDetails.CurrentRent')} value={field.value} onChange={field.onChange} error={fieldError('currentRent')} required />}
      />
      <Controller
        control={control}
        name="currentDeposit"
        render={({ field }) => <MoneyInput label={t('AdditionalDetails.CurrentDeposit')} value={field.value} onChange={field.onChange} error={fieldError('currentDeposit')} required />}
      />
      <Controller
        control={control}
        name="rentArrears"
        render={({ field }) => <MoneyInput label={t('AdditionalDetails.RentArrears')} value={field.value} onChange={field.onChange} error={fieldError('rentArrears')} />}
      />
      {(form.rentArrears ?? 0) > 0 && (
        <Controller
          control={control}
          name="rentArrearsExplanation"
          render={({ field }) => (
            <TextInput label={t('AdditionalDetails.RentArrearsExplanation')} value={field.value} onChange={field.onChange} error={fieldError('rentArrearsExplanation')} />
          )}
        />
      )}
      {form.livingSituation === 'rent' && (
        <>
          <Controller
            control={control}
            name="landlordName"
            render={({ field }) => <TextInput label={t('AdditionalDetails.LandlordName')} value={field.value} onChange={field.onChange} error={fieldError('landlordName')} />}
          />
          <Controller
            control={control}
            name="tenancyStartDate"
            render={({ field }) => <DateInput label={t('AdditionalDetails.TenancyStartDate')} autoComplete="off" value={field.value} onChange={field.onChange} error={fieldError('tenancyStartDate')} />}
          />
          <Controller
            control={control}
            name="tenancyEndDate"
            render={({ field }) => <DateInput label={t('AdditionalDetails.TenancyEndDate')} autoComplete="off" value={field.value} onChange={field.onChange} error={fieldError('tenancyEndDate')} />}
          />
        </>
      )}
      <Controller
        control={control}
        name="extraTenancyInfo"
        render={({ field }) => <TextInput label={t('AdditionalDetails.ExtraTenancyInfo')} value={field.value} onChange={field.onChange} error={fieldError('extraTenancyInfo')} />}
      />

      {form.employmentStatus === 'Employed' && (
        <>
          {sub('AdditionalDetails.Employment.Heading')}
          <Controller
            control={control}
            name="typeOfContract"
            render={({ field }) => (
              <>
                <Listbox
                  label={t('AdditionalDetails.TypeOfContract.Label')}
                  options={CONTRACT_TYPES.map((value) => ({ value, label: t(optionKey('AdditionalDetails.TypeOfContract.', value)) }))}
                  value={field.value || null}
                  onChange={field.onChange}
                  invalid={Boolean(errors.typeOfContract)}
                />
                {errors.typeOfContract && <p className="ui-field__error">{t(errors.typeOfContract)}</p>}
              </>
            )}
          />
          <Controller
            control={control}
            name="paychecksPerYear"
            render={({ field }) => (
              <>
                <Listbox
                  label={t('AdditionalDetails.PaychecksPerYear')}
                  options={PAYCHECKS_PER_YEAR_OPTIONS.map((value) => ({ value: String(value), label: String(value) }))}
                  value={field.value || null}
                  onChange={field.onChange}
                  invalid={Boolean(errors.paychecksPerYear)}
                />
                {errors.paychecksPerYear && <p className="ui-field__error">{t(errors.paychecksPerYear)}</p>}
              </>
            )}
          />
        </>
      )}

      {showConfirmation && (
        <Controller
          control={control}
          name="confirmation"
          render={({ field }) => <CheckboxField label={t('Confirmation.Label')} checked={field.value} onChange={field.onChange} error={fieldError('confirmation')} />}
        />
      )}
    </form>
  );
};

export default AdditionalDetailsPage;
