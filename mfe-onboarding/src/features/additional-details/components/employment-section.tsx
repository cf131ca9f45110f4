import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, PAYCHECKS_PER_YEAR_OPTIONS } from '@tenant/domain';
import { PageHeader } from '@tenant/ui';
import { FormListbox } from '../../../components/form-listbox.js';
import type { AdditionalDetailsForm } from '../form.js';
import { optionKey } from './option-label.js';

/** The employed applicant's contract and paychecks per year (spec 1§3, the employed-additional call). */
export const EmploymentSection = () => {
  const { t } = useTranslation('household');
  const { control } = useFormContext<AdditionalDetailsForm>();
  return (
    <>
      <PageHeader level={2} heading={t('AdditionalDetails.Employment.Heading')} />
      <FormListbox
        control={control}
        name="typeOfContract"
        label={t('AdditionalDetails.TypeOfContract.Label')}
        options={CONTRACT_TYPES.map((value) => ({ value, label: t(optionKey('AdditionalDetails.TypeOfContract.', value)) }))}
      />
      <FormListbox
        control={control}
        name="paychecksPerYear"
        label={t('AdditionalDetails.PaychecksPerYear')}
        options={PAYCHECKS_PER_YEAR_OPTIONS.map((value) => ({ value: String(value), label: String(value) }))}
      />
    </>
  );
};
