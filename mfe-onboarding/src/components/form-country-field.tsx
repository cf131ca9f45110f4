import type { Control, FieldValues, Path } from 'react-hook-form';
import { CountryField } from './country-field.js';
import { useFormFieldBinding } from './form-field-binding.js';

export interface FormCountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Already translated; also the field name in the generic invalid-value message. */
  label: string;
  disabled?: boolean;
  /** After a country is chosen (a field whose rule depends on the country checks itself again). */
  onChosen?: () => void;
}

/** A react-hook-form country (nationality, an address's country): choosing one completes the field, so it counts as touched. */
export const FormCountryField = <T extends FieldValues>({ control, name, label, disabled, onChosen }: FormCountryFieldProps<T>) => {
  const { field, error } = useFormFieldBinding(control, name, label);
  return (
    <CountryField
      label={label}
      value={field.value}
      onChange={(cca2) => {
        field.onChange(cca2);
        field.onBlur();
        onChosen?.();
      }}
      error={error}
      disabled={disabled}
    />
  );
};
