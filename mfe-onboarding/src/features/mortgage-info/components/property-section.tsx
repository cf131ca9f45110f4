import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLang } from '@tenant/bus';
import { MORTGAGE_MONEY_GROUPS, PROPERTY_TYPES, loanPercentage, requiredFunds } from '@tenant/domain';
import { formatEuro, formatPercent } from '@tenant/i18n';
import { PageHeader, TextInput } from '@tenant/ui';
import { FormListbox } from '../../../components/form-listbox.js';
import { FormMoneyField } from '../../../components/form-text-field.js';
import type { MortgageInfoForm } from '../form.js';

export interface PropertySectionProps {
  /** whether a money field's typed text breaks the pattern: the form holds null for both an empty and an invalid amount */
  onAmountValidity: (field: 'propertyValue' | 'loanAmount', offPattern: boolean) => void;
}

const noChange = () => undefined;

/**
 * The identified property (spec 2§2, 2§5): value, type and loan, and the two read-only figures worked
 * out from them, the integer loan-to-value share and the own funds required.
 */
export const PropertySection = ({ onAmountValidity }: PropertySectionProps) => {
  const { t } = useTranslation('household');
  const lang = useSelector(selectLang);
  const { control } = useFormContext<MortgageInfoForm>();
  const [propertyValue, loanAmount] = useWatch({ control, name: ['propertyValue', 'loanAmount'] });
  const percent = loanPercentage(propertyValue, loanAmount);
  const funds = requiredFunds(propertyValue, loanAmount);
  const amount = (name: 'propertyValue' | 'loanAmount', label: string) => (
    <FormMoneyField control={control} name={name} label={label} groups={MORTGAGE_MONEY_GROUPS} required onValidityChange={(valid, text) => onAmountValidity(name, !valid && text.trim() !== '')} />
  );
  return (
    <>
      <PageHeader level={2} heading={t('MortgageInfo.Property.Heading')} />
      <p>{t('MortgageInfo.MoneyHint')}</p>
      {amount('propertyValue', t('MortgageInfo.PropertyValue'))}
      <FormListbox
        control={control}
        name="propertyType"
        label={t('MortgageInfo.PropertyType')}
        options={PROPERTY_TYPES.map((value) => ({ value, label: t(`MortgageInfo.PropertyType.${value}`) }))}
      />
      {amount('loanAmount', t('MortgageInfo.LoanAmount'))}
      <TextInput label={t('MortgageInfo.LoanPercentage')} value={percent === null ? '' : formatPercent(percent, lang)} onChange={noChange} readOnly aria-describedby="mortgage-figures-note" />
      <TextInput label={t('MortgageInfo.RequiredFunds')} value={funds === null ? '' : formatEuro(funds, lang)} onChange={noChange} readOnly aria-describedby="mortgage-figures-note" />
      <p id="mortgage-figures-note">{t('MortgageInfo.Figures.Note')}</p>
    </>
  );
};
