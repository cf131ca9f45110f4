import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormFieldBinding } from './form-field-binding.js';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Already translated. */
  label: string;
}

/** A react-hook-form yes/no field: a labelled checkbox bound to the form, its message announced. */
export const FormCheckbox = <T extends FieldValues>({ control, name, label }: FormCheckboxProps<T>) => {
  const { field, error } = useFormFieldBinding(control, name, label);
  const id = useId();
  return (
    <div className="ui-field">
      <label style={{ display: 'flex', gap: '.5rem', alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={field.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => field.onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
};
