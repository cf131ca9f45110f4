import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectRegion, selectUser, useStepContinue } from '@tenant/bus';
import { applicantUpdated } from '@tenant/contracts';
import type { PersonalDetailsAllRequest, PersonalDetailsBasicRequest, StepSaveResult } from '@tenant/contracts';
import { TEXT_MAX_LENGTH } from '@tenant/domain';
import { Button, DateInput, ErrorSummary, PageHeader, errorSummaryOf, submitValidation } from '@tenant/ui';
import { FormCountryField } from '../../../components/form-country-field.js';
import { FormTextField } from '../../../components/form-text-field.js';
import { refusedSave, summaryText, validationItemsOf } from '../../../lib/form-errors.js';
import { useSubmitAllPersonalDetailsMutation, useSubmitPersonalDetailsMutation } from '../api/personal-details-api.js';
import {
  personalDetailsAllSchema,
  personalDetailsBasicSchema,
  personalDetailsValuesOf,
  type PersonalDetailsValues,
} from '../schema.js';
import { AddressBlock } from './address-block.js';
import { FiscalCodeNotice } from './fiscal-code-notice.js';
import { IdentityDocumentUpload } from './identity-document-upload.js';

export const PERSONAL_DETAILS_STEP = 'personal-details';

type SubStep = 1 | 2;
/** The label each field is listed under in the error summary. */
const FIELD_LABELS: Record<string, string> = {
  nationality: 'PersonalDetails.Nationality',
  fiscalCode: 'PersonalDetails.FiscalCode',
  dateOfBirth: 'PersonalDetails.DateOfBirth',
  placeOfBirth: 'PersonalDetails.PlaceOfBirth',
};
const schemaFor = (subStep: SubStep) => (subStep === 1 ? personalDetailsBasicSchema : personalDetailsAllSchema);

/**
 * Personal details outside Germany (spec 1§2, 1§4): sub-step 1 (fiscal code, nationality, date and place
 * of birth), saved with POST /v2/personal-details/submit; then sub-step 2 (identity document and address),
 * saved with /submit/all. Continue stays off until the shown sub-step is valid by the shared schema.
 */
export const PersonalDetailsForm = () => {
  const { t } = useTranslation('personal');
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const region = useSelector(selectRegion);
  const locked = Boolean(user.disableAllEdit);
  const defaults = useMemo(() => personalDetailsValuesOf(user, region), [user, region]);
  const savedSubStep: SubStep = user.personal_details_sub_step === 2 && personalDetailsBasicSchema.isValidSync(defaults) ? 2 : 1;
  const [subStep, setSubStep] = useState<SubStep>(savedSubStep);
  const [refusals, setRefusals] = useState(0);
  const subStepRef = useRef(subStep);
  subStepRef.current = subStep;
  const form = useForm<PersonalDetailsValues>({
    mode: 'onTouched',
    // the error summary takes focus on a refused save, not the first field
    shouldFocusError: false,
    defaultValues: defaults,
    // The shown sub-step decides which shared schema applies.
    resolver: (values, context, options) => (yupResolver(schemaFor(subStepRef.current)) as unknown as Resolver<PersonalDetailsValues>)(values, context, options),
  });
  const { control, reset, formState } = form;

  // The saved details arrive with the state restore, possibly after the first render.
  useEffect(() => {
    if (formState.isDirty) return;
    reset(defaults);
    setSubStep(savedSubStep);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the restored user changes
  }, [defaults]);

  const values = useWatch({ control }) as PersonalDetailsValues;
  const canContinue = useMemo(() => schemaFor(subStep).isValidSync(values), [subStep, values]);
  const [submitBasic] = useSubmitPersonalDetailsMutation();
  const [submitAll] = useSubmitAllPersonalDetailsMutation();

  const save = async (): Promise<StepSaveResult> => {
    if (!(await submitValidation(form.handleSubmit))) return { success: false, summarised: true, message: t('Form.Error') };
    const schema = schemaFor(subStep);
    // The shared schema normalises: fiscal code upper-cased without spaces, blanks omitted.
    const payload = schema.validateSync(form.getValues(), { stripUnknown: true });
    try {
      if (subStep === 1) await submitBasic(payload as PersonalDetailsBasicRequest).unwrap();
      else await submitAll(payload as PersonalDetailsAllRequest).unwrap();
    } catch (error) {
      const refused = refusedSave(form.setError, t, error);
      // a 422 marks its fields: the summary lists them
      if (validationItemsOf(error).length) {
        setRefusals((count) => count + 1);
        return { ...refused, summarised: true };
      }
      return refused;
    }
    const saved = payload as PersonalDetailsAllRequest;
    dispatch(
      applicantUpdated({
        user: {
          fiscal_code: saved.fiscalCode ?? null,
          nationality: saved.nationality,
          date_of_birth: saved.dateOfBirth,
          birth_city: saved.placeOfBirth,
          personal_details_sub_step: 2,
          ...(subStep === 2
            ? { personal_address: { street: saved.street, houseNum: saved.houseNum, city: saved.city, postcode: saved.postcode, country: saved.country, province: saved.province, state: saved.state } }
            : {}),
        },
      }),
    );
    if (subStep === 1) {
      setSubStep(2);
      return { success: true, advance: false };
    }
    return { success: true };
  };
  useStepContinue(PERSONAL_DETAILS_STEP, save, canContinue);
  const summary = errorSummaryOf(formState, (message, field) => summaryText(t, message, t(FIELD_LABELS[field] ?? 'PersonalDetails.Heading')), refusals);

  if (subStep === 2) {
    return (
      <>
        <ErrorSummary {...summary} />
        <PageHeader level={2} heading={t('PersonalDetails.SubStep2.Heading')} note={t('PersonalDetails.SubStep2.Note')} />
        <Button variant="link" onClick={() => setSubStep(1)}>
          {t('PersonalDetails.Heading')}
        </Button>
        <IdentityDocumentUpload disabled={locked} />
        <AddressBlock control={control} country={values.country} disabled={locked} />
      </>
    );
  }

  return (
    <form className="personal-grid" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="personal-grid__wide">
        <ErrorSummary {...summary} />
      </div>
      <FormCountryField
        control={control}
        name="nationality"
        label={t('PersonalDetails.Nationality')}
        disabled={locked}
        onChosen={() => {
          if (form.getFieldState('fiscalCode').isTouched) void form.trigger('fiscalCode');
        }}
      />
      <FormTextField
        control={control}
        name="fiscalCode"
        label={t('PersonalDetails.FiscalCode')}
        uppercase
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        aria-describedby="personal-fiscal-code-hint"
        placeholder="RSSMRA90C52F205N"
        disabled={locked}
      />
      <p id="personal-fiscal-code-hint" className="personal-hint">
        {t('PersonalDetails.FiscalCode.Hint')}
      </p>
      <FormTextField control={control} name="dateOfBirth" as={DateInput} label={t('PersonalDetails.DateOfBirth')} disabled={locked} />
      <FormTextField control={control} name="placeOfBirth" label={t('PersonalDetails.PlaceOfBirth')} maxLength={TEXT_MAX_LENGTH} disabled={locked} />
      <div className="personal-grid__wide">
        <FiscalCodeNotice fiscalCode={values.fiscalCode} dateOfBirth={values.dateOfBirth} placeOfBirth={values.placeOfBirth} />
      </div>
    </form>
  );
};
