import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput, PageHeader } from '@tenant/ui';
import { FormMoneyField, FormTextField } from '../../../components/form-text-field.js';
import type { AdditionalDetailsForm } from '../form.js';

/** The current tenancy (spec 1§3, 1§5): rent, deposit and arrears in euro; landlord and dates when renting. */
export const TenancySection = () => {
  const { t } = useTranslation('household');
  const { control } = useFormContext<AdditionalDetailsForm>();
  const [livingSituation, rentArrears] = useWatch({ control, name: ['livingSituation', 'rentArrears'] });
  return (
    <>
      <PageHeader level={2} heading={t('AdditionalDetails.Tenancy.Heading')} />
      <p>{t('AdditionalDetails.MoneyHint')}</p>
      <FormMoneyField control={control} name="currentRent" label={t('AdditionalDetails.CurrentRent')} required />
      <FormMoneyField control={control} name="currentDeposit" label={t('AdditionalDetails.CurrentDeposit')} required />
      <FormMoneyField control={control} name="rentArrears" label={t('AdditionalDetails.RentArrears')} />
      {(rentArrears ?? 0) > 0 && <FormTextField control={control} name="rentArrearsExplanation" label={t('AdditionalDetails.RentArrearsExplanation')} />}
      {livingSituation === 'rent' && (
        <>
          <FormTextField control={control} name="landlordName" label={t('AdditionalDetails.LandlordName')} />
          <FormTextField control={control} name="tenancyStartDate" as={DateInput} label={t('AdditionalDetails.TenancyStartDate')} autoComplete="off" />
          <FormTextField control={control} name="tenancyEndDate" as={DateInput} label={t('AdditionalDetails.TenancyEndDate')} autoComplete="off" />
        </>
      )}
      <FormTextField control={control} name="extraTenancyInfo" label={t('AdditionalDetails.ExtraTenancyInfo')} />
    </>
  );
};
