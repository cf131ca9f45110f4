import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/form-errors.js';

/** One field of a react-hook-form form as the Form* components bind it: the field, and its schema or server message as text. */
export const useFormFieldBinding = <T extends FieldValues>(control: Control<T>, name: Path<T>, label: string) => {
  const { t } = useTranslation('personal');
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldErrorText(t, fieldState.error, label) };
};
