import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectRoute, useStepContinue } from '@tenant/bus';
import type { StepSaveResult } from '@tenant/contracts';
import { mortgageDocumentsNeeded } from '@tenant/domain';
import { ErrorBanner, PageHeader, Spinner } from '@tenant/ui';
import { DECLARATION_MESSAGES } from '@tenant/validation';
import { FormCheckbox } from '../../components/form-checkbox.js';
import { fieldErrorText, validationItemsOf } from '../../lib/form-errors.js';
import { useDeleteMortgageDocumentMutation, useLazyGetMortgageDocumentsQuery } from './api/mortgage-documents-api.js';
import { useGetMortgageInfoQuery, useSubmitMortgageInfoMutation } from './api/mortgage-info-api.js';
import { IdentifiedPropertyField } from './components/identified-property-field.js';
import { MortgageDocuments } from './components/mortgage-documents.js';
import { PropertySection } from './components/property-section.js';
import { SourcesOfFundField } from './components/sources-of-fund-field.js';
import { EMPTY_FORM, FIELD_LABELS, formFromSaved, stepMessageOf, toRequest, type MortgageInfoForm } from './form.js';
import { mortgageInfoResolver } from './schema.js';

const STEP = 'mortgage-info';

type AmountField = 'propertyValue' | 'loanAmount';

/**
 * Mortgage information (spec 2§2, 2§4, 2§5, 2§7), in mortgage applications: whether a property is
 * identified; if so its value, type and loan with the read-only loan share and own funds, where the own
 * funds come from and, unless the bank balance alone pays them, proof of financing; the confirmation box.
 * 'No property' removes the mortgage documents and saves an empty answer.
 */
const MortgageInfoPage = () => {
  const { t } = useTranslation('household');
  const { applicationId } = useSelector(selectRoute);
  const saved = useGetMortgageInfoQuery(applicationId ?? '', { skip: !applicationId });
  const [submit] = useSubmitMortgageInfoMutation();
  const [loadDocuments] = useLazyGetMortgageDocumentsQuery();
  const [removeDocument] = useDeleteMortgageDocumentMutation();
  const form = useForm<MortgageInfoForm>({ defaultValues: EMPTY_FORM, resolver: mortgageInfoResolver });
  const { control, reset, setError, getFieldState } = form;
  // An amount typed off the money pattern is null in the form, like an empty one; its own message wins.
  const invalidAmounts = useRef(new Set<AmountField>());

  useEffect(() => {
    if (saved.data?.data) reset(formFromSaved(saved.data.data));
  }, [saved.data, reset]);

  // Typing an amount replaces the message Continue left on it: its pattern message, or none until Continue checks again.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || (name !== 'propertyValue' && name !== 'loanAmount')) return;
      form.clearErrors(name);
      if (invalidAmounts.current.has(name)) setError(name, { message: DECLARATION_MESSAGES.invalidAmount });
    });
    return () => subscription.unsubscribe();
  }, [form, setError]);

  const [identifiedProperty, sourcesOfFund] = useWatch({ control, name: ['identifiedProperty', 'sourcesOfFund'] });

  const refused = (message: ReturnType<typeof stepMessageOf>): StepSaveResult => ({
    success: false,
    message: fieldErrorText(t, { type: 'refused', message: message?.key ?? DECLARATION_MESSAGES.fallback }, message?.field ? t(FIELD_LABELS[message.field]) : ''),
  });

  /** 'No property': the proof of financing goes with the property (spec 2§4). */
  const removeMortgageDocuments = async () => {
    const documents = await loadDocuments(applicationId ?? '').unwrap();
    await Promise.all(documents.map((document) => removeDocument(document.id).unwrap()));
  };

  const save = async (): Promise<StepSaveResult> => {
    const valid = await form.trigger();
    const property = form.getValues('identifiedProperty') === true;
    for (const field of invalidAmounts.current) if (property) setError(field, { message: DECLARATION_MESSAGES.invalidAmount });
    if (!valid || (property && invalidAmounts.current.size > 0)) return refused(stepMessageOf((field) => getFieldState(field as Path<MortgageInfoForm>).error?.message));
    const values = form.getValues();
    try {
      if (!property) await removeMortgageDocuments();
      const answer = await submit(toRequest(values)).unwrap();
      return { success: true, message: answer.message && t(answer.message) };
    } catch (error) {
      // the service's 422 marks the fields as the form would; anything else shows its message or the fallback
      const items = validationItemsOf(error);
      for (const item of items) if (item.loc?.[1]) setError(item.loc[1] as Path<MortgageInfoForm>, { message: item.msg });
      const message = ((error as ApiError).data as { message?: string } | undefined)?.message;
      return refused(items.length ? stepMessageOf((field) => items.find((item) => item.loc?.[1] === field)?.msg) : message ? { key: message } : undefined);
    }
  };
  useStepContinue(STEP, save, true);

  if (saved.isLoading) return <Spinner label={t('AdditionalDetails.Loading')} />;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
        {saved.isError && <ErrorBanner message={t('MortgageInfo.LoadError')} onRetry={() => void saved.refetch()} retryLabel={t('AdditionalDetails.Retry')} />}
        <PageHeader heading={t('MortgageInfo.Heading')} note={t('MortgageInfo.Note')} />
        <IdentifiedPropertyField />
        {identifiedProperty === true && (
          <>
            <PropertySection
              onAmountValidity={(field, offPattern) => {
                if (offPattern) {
                  invalidAmounts.current.add(field);
                  setError(field, { message: DECLARATION_MESSAGES.invalidAmount });
                } else if (invalidAmounts.current.delete(field)) {
                  form.clearErrors(field);
                }
              }}
            />
            <SourcesOfFundField />
          </>
        )}
        {mortgageDocumentsNeeded(identifiedProperty, sourcesOfFund) && <MortgageDocuments />}
        <FormCheckbox control={control} name="confirmation" label={t('Confirmation.Label')} />
      </form>
    </FormProvider>
  );
};

export default MortgageInfoPage;

