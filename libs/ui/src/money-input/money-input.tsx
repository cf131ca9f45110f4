import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextInputProps } from '../text-input/text-input.js';
import { TextInput } from '../text-input/text-input.js';
import { formatMoney, isValidMoney, parseMoney } from './money.js';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'format' | 'validate' | 'prefix' | 'uppercase'> {
  /** The amount in euro, or null when empty or not a valid amount. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Digit groups an amount may have (moneyPattern): 2 by default, 3 for mortgage amounts. */
  groups?: number;
}

/**
 * A euro amount (spec 1§5 Money inputs): typed with the interface language's decimal separator,
 * checked against the money pattern, reported as a number with 2 decimals, shown with 2 decimals
 * after focus-out.
 */
export const MoneyInput = ({ value, onChange, onBlur, groups, ...rest }: MoneyInputProps) => {
  const { t, i18n } = useTranslation('ui');
  const lang = i18n.language;
  const [text, setText] = useState(value === null ? '' : formatMoney(value, lang));
  // A value set from outside (a loaded application) replaces what is shown.
  if (value !== parseMoney(text, lang, groups)) setText(value === null ? '' : formatMoney(value, lang));
  return (
    <TextInput
      inputMode="decimal"
      {...rest}
      value={text}
      prefix={
        <span className="ui-input__adornment">
          <span aria-hidden="true">€</span>
          <span className="ui-visually-hidden">{t('Ui.Money.Currency')}</span>
        </span>
      }
      validate={(next) => isValidMoney(next, lang, groups)}
      invalidMessage={t('Ui.Money.Invalid', { fieldName: rest.fieldName ?? rest.label, example: formatMoney(150, lang) })}
      onChange={(next) => {
        setText(next);
        onChange(parseMoney(next, lang, groups));
      }}
      onBlur={(event) => {
        const amount = parseMoney(text, lang, groups);
        if (amount !== null) setText(formatMoney(amount, lang));
        onBlur?.(event);
      }}
    />
  );
};
