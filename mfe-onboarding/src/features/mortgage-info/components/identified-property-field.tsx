import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldBinding } from '../../../components/form-field-binding.js';
import { CLEARED_PROPERTY, type MortgageInfoForm } from '../form.js';
import { ChoiceGroup } from './choice-group.js';

/** Has a property been identified (spec 2§2)? 'No' clears the property fields (spec 2§4). */
export const IdentifiedPropertyField = () => {
  const { t } = useTranslation('household');
  const { control, setValue, clearErrors } = useFormContext<MortgageInfoForm>();
  const legend = t('MortgageInfo.IdentifiedProperty');
  const { field, error } = useFormFieldBinding(control, 'identifiedProperty', legend);
  const name = useId();
  const choose = (identified: boolean) => {
    field.onChange(identified);
    if (identified) return;
    for (const [key, empty] of Object.entries(CLEARED_PROPERTY)) setValue(key as keyof typeof CLEARED_PROPERTY, empty);
    clearErrors(Object.keys(CLEARED_PROPERTY) as (keyof typeof CLEARED_PROPERTY)[]);
  };
  return (
    <ChoiceGroup legend={legend} error={error}>
      {(describedBy) =>
        ([true, false] as const).map((value) => (
          <label key={String(value)}>
            <input type="radio" name={name} checked={field.value === value} aria-describedby={describedBy} onChange={() => choose(value)} />{' '}
            {t(value ? 'MortgageInfo.Yes' : 'MortgageInfo.No')}
          </label>
        ))
      }
    </ChoiceGroup>
  );
};
