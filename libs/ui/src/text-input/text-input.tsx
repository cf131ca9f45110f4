import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { injectStyles } from '../theme/styles.js';
import { textInputCss } from './text-input.css.js';

injectStyles('ui-text-input', textInputCss);

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Upper-cases what is typed (fiscal code). */
  uppercase?: boolean;
  /** The field's rule; the field flags itself valid or invalid on input and on focus-out. */
  validate?: (value: string) => boolean;
  /** Reshapes typed text (a mask); gets the new and the previous text. */
  format?: (next: string, previous: string) => string;
  /** Name used in the generic message 'Please enter a valid {fieldName}.'; the label when absent. */
  fieldName?: string;
  /** Grammatical gender of the field name for the message (General.Error.Validation.RegEx.Masculine/Feminine). */
  gender?: 'masculine' | 'feminine';
  /** What the field's own rule says when it fails; the generic 'Please enter a valid {fieldName}.' when absent. */
  invalidMessage?: string;
  /** A message from outside (form or server); shown and flagged invalid whatever the rule says. */
  error?: string;
  /** Told on input and on focus-out whether the text (also given) follows the field's rule. */
  onValidityChange?: (valid: boolean, text: string) => void;
  hideLabel?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field (spec 1§4, 1§5): valid or invalid is decided on input and on focus-out, the
 * invalid state is announced and explained by the generic localised message, an uppercase option.
 */
export const TextInput = ({
  label,
  value,
  onChange,
  uppercase = false,
  validate,
  format,
  fieldName,
  gender = 'masculine',
  invalidMessage,
  error,
  onValidityChange,
  hideLabel = false,
  prefix,
  suffix,
  onBlur,
  className,
  ref,
  ...rest
}: TextInputProps) => {
  const { t } = useTranslation('ui');
  const id = useId();
  const errorId = `${id}-error`;
  const [validity, setValidity] = useState<'unchecked' | 'valid' | 'invalid'>('unchecked');
  const check = (text: string) => {
    if (!validate) return;
    const valid = validate(text);
    setValidity(valid ? 'valid' : 'invalid');
    onValidityChange?.(valid, text);
  };
  const invalid = Boolean(error) || validity === 'invalid';
  const message =
    error ?? (validity === 'invalid' ? (invalidMessage ?? t(`General.Error.Validation.RegEx.${gender === 'feminine' ? 'Feminine' : 'Masculine'}`, { fieldName: fieldName ?? label })) : null);
  const box = ['ui-input', invalid ? 'ui-input--invalid' : validity === 'valid' && 'ui-input--valid'].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <div className={box}>
        {prefix}
        <input
          {...rest}
          ref={ref}
          id={id}
          className="ui-input__control"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={[message ? errorId : null, rest['aria-describedby']].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            let next = event.target.value;
            if (uppercase) next = next.toLocaleUpperCase();
            if (format) next = format(next, value);
            onChange(next);
            check(next);
          }}
          onBlur={(event) => {
            check(event.target.value);
            onBlur?.(event);
          }}
        />
        {suffix}
      </div>
      {message && (
        <p id={errorId} className="ui-field__error">
          {message}
        </p>
      )}
    </div>
  );
};
