import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SOURCES_OF_FUND } from '@tenant/domain';
import { useFormFieldBinding } from '../../../components/form-field-binding.js';
import type { MortgageInfoForm } from '../form.js';
import { ChoiceGroup } from './choice-group.js';

/** Where the own funds come from (spec 2§5): one or more of the four sources. */
export const SourcesOfFundField = () => {
  const { t } = useTranslation('household');
  const { control } = useFormContext<MortgageInfoForm>();
  const legend = t('MortgageInfo.SourcesOfFund');
  const { field, error } = useFormFieldBinding(control, 'sourcesOfFund', legend);
  const chosen = (field.value as string[] | undefined) ?? [];
  const toggle = (source: string, on: boolean) => field.onChange(on ? SOURCES_OF_FUND.filter((s) => s === source || chosen.includes(s)) : chosen.filter((s) => s !== source));
  return (
    <ChoiceGroup legend={legend} error={error}>
      {(describedBy) =>
        SOURCES_OF_FUND.map((source) => (
          <label key={source}>
            <input type="checkbox" checked={chosen.includes(source)} aria-describedby={describedBy} onChange={(event) => toggle(source, event.target.checked)} />{' '}
            {t(`MortgageInfo.SourceOfFund.${source}`)}
          </label>
        ))
      }
    </ChoiceGroup>
  );
};
