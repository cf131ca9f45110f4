import type { ComponentType } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput, TextInput, type MoneyInputProps, type TextInputProps } from '@tenant/ui';
import { useFormFieldBinding } from './form-field-binding.js';

type BoundProps = 'label' | 'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref';

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Already translated; also the field name in the generic invalid-value message. */
  label: string;
  /** Marks the label optional (province, state). */
  optional?: boolean;
}

export interface FormTextFieldProps<T extends FieldValues> extends FormFieldProps<T>, Omit<TextInputProps, BoundProps> {
  /** A text input of the UI kit other than the plain one (DateInput). */
  as?: ComponentType<TextInputProps>;
}

const useLabel = (label: string, optional: boolean | undefined) => {
  const { t } = useTranslation('personal');
  return optional ? `${label} (${t('Ui.Optional', { ns: 'ui' })})` : label;
};

/** A react-hook-form text field: the shared TextInput (or DateInput) bound to the form, its schema or server message shown. */
export const FormTextField = <T extends FieldValues>({ control, name, label, optional, as: Input = TextInput, ...input }: FormTextFieldProps<T>) => {
  const { field, error } = useFormFieldBinding(control, name, label);
  return (
    <Input
      {...input}
      label={useLabel(label, optional)}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
    />
  );
};

export type FormMoneyFieldProps<T extends FieldValues> = FormFieldProps<T> & Omit<MoneyInputProps, BoundProps>;

/** A react-hook-form euro amount: the shared MoneyInput bound to the form (the value is a number or null). */
export const FormMoneyField = <T extends FieldValues>({ control, name, label, optional, ...input }: FormMoneyFieldProps<T>) => {
  const { field, error } = useFormFieldBinding(control, name, label);
  return (
    <MoneyInput
      {...input}
      label={useLabel(label, optional)}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
    />
  );
};
