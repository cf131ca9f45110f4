import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '@tenant/ui';
import { fieldErrorText } from '../lib/form-errors.js';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'label' | 'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref'> {
  control: Control<T>;
  name: Path<T>;
  /** Already translated; also the field name in the generic invalid-value message. */
  label: string;
  /** Marks the label optional (province, state). */
  optional?: boolean;
}

/** A react-hook-form text field: the shared TextInput bound to the form, its schema or server message shown. */
export const FormTextField = <T extends FieldValues>({ control, name, label, optional, ...input }: FormTextFieldProps<T>) => {
  const { t } = useTranslation('personal');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          label={optional ? `${label} (${t('Ui.Optional', { ns: 'ui' })})` : label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldErrorText(t, fieldState.error, label)}
        />
      )}
    />
  );
};
