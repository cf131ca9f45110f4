import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectUser, useStepContinue } from '@tenant/bus';
import { applicantUpdated, type StepSaveResult } from '@tenant/contracts';
import { ErrorBanner } from '@tenant/ui';
import { FormCountryField } from '../../../components/form-country-field.js';
import { refusedSave } from '../../../lib/form-errors.js';
import { useSubmitNationalityMutation } from '../api/personal-details-api.js';
import { nationalitySchema } from '../schema.js';
import { IdentityVerificationPanel, type IdentityPanelState } from './identity-verification-panel.js';
import { PERSONAL_DETAILS_STEP } from './personal-details-form.js';

/**
 * Personal details in Germany (spec 1§2): nationality and the identity-verification panel. Continue
 * needs the nationality; without WebID or PSD2 verification a warning says the premium score is missing.
 */
export const GermanPersonalDetails = () => {
  const { t } = useTranslation('personal');
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const locked = Boolean(user.disableAllEdit);
  const form = useForm<{ nationality: string }>({ mode: 'onTouched', defaultValues: { nationality: user.nationality ?? '' }, resolver: yupResolver(nationalitySchema) });
  const { control, reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset({ nationality: user.nationality ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the restored nationality changes
  }, [user.nationality]);
  const values = useWatch({ control });
  const canContinue = useMemo(() => nationalitySchema.isValidSync(values), [values]);
  const [identity, setIdentity] = useState<IdentityPanelState>('loading');
  const [submitNationality] = useSubmitNationalityMutation();

  const save = async (): Promise<StepSaveResult> => {
    if (!(await form.trigger())) return { success: false, message: t('Form.Error') };
    try {
      const { nationality } = nationalitySchema.validateSync(form.getValues());
      await submitNationality({ nationality }).unwrap();
      dispatch(applicantUpdated({ user: { nationality } }));
      return { success: true };
    } catch (error) {
      return refusedSave(form.setError, t, error);
    }
  };
  useStepContinue(PERSONAL_DETAILS_STEP, save, canContinue);

  return (
    <>
      <div className="personal-grid">
        <FormCountryField control={control} name="nationality" label={t('PersonalDetails.Nationality')} disabled={locked} />
      </div>
      <IdentityVerificationPanel onStateChange={setIdentity} />
      {identity !== 'verified' && identity !== 'loading' && <ErrorBanner variant="info" message={t('PersonalDetails.IdentityNotVerified.Warning')} />}
    </>
  );
};
