import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Listbox, type ListboxOption } from '@tenant/ui';
import { useFormFieldBinding } from './form-field-binding.js';

export interface FormListboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Already translated. */
  label: string;
  options: ListboxOption[];
  /** Several options may be chosen; the field holds their values. */
  multiple?: boolean;
}

/** A react-hook-form choice: the shared Listbox bound to the form, its schema or server message below it. */
export const FormListbox = <T extends FieldValues>({ control, name, label, options, multiple }: FormListboxProps<T>) => {
  const { field, error } = useFormFieldBinding(control, name, label);
  const errorId = useId();
  const shared = { label, options, invalid: Boolean(error), describedBy: error ? errorId : undefined };
  return (
    <div data-field={name}>
      {multiple ? (
        <Listbox {...shared} multiple value={field.value ?? []} onChange={field.onChange} />
      ) : (
        <Listbox {...shared} value={field.value || null} onChange={field.onChange} />
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
};
