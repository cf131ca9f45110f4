import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIVING_SITUATIONS } from '@tenant/domain';
import { PageHeader } from '@tenant/ui';
import { FormCheckbox } from '../../../components/form-checkbox.js';
import { FormListbox } from '../../../components/form-listbox.js';
import { FormTextField } from '../../../components/form-text-field.js';
import type { AdditionalDetailsForm } from '../form.js';
import { optionKey } from './option-label.js';

/** Other incomes, pets, an accessible home and the current living situation (spec 1§3). */
export const SituationSection = ({ otherIncomeOptions }: { otherIncomeOptions: readonly string[] }) => {
  const { t, i18n } = useTranslation('household');
  const { control } = useFormContext<AdditionalDetailsForm>();
  const [hasIncome, hasPets] = useWatch({ control, name: ['hasIncome', 'hasPets'] });
  const otherIncomeLabel = (value: string) => {
    const key = optionKey('AdditionalDetails.OtherIncome.', value);
    return i18n.exists(key, { ns: 'household' }) ? t(key) : value;
  };
  return (
    <>
      <PageHeader level={2} heading={t('AdditionalDetails.Situation.Heading')} />
      <FormCheckbox control={control} name="hasIncome" label={t('AdditionalDetails.HasIncome')} />
      {hasIncome && (
        <FormListbox
          control={control}
          name="otherIncomes"
          multiple
          label={t('AdditionalDetails.OtherIncomes.Label')}
          options={otherIncomeOptions.map((value) => ({ value, label: otherIncomeLabel(value) }))}
        />
      )}
      <FormCheckbox control={control} name="hasPets" label={t('AdditionalDetails.HasPets')} />
      {hasPets && <FormTextField control={control} name="petsDetails" label={t('AdditionalDetails.PetsDetails')} />}
      <FormCheckbox control={control} name="accessibleHouse" label={t('AdditionalDetails.AccessibleHouse')} />
      <FormListbox
        control={control}
        name="livingSituation"
        label={t('AdditionalDetails.LivingSituation.Label')}
        options={LIVING_SITUATIONS.map((value) => ({ value, label: t(optionKey('AdditionalDetails.LivingSituation.', value)) }))}
      />
    </>
  );
};
