import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ApiError } from '@tenant/api-client';
import type { StepSaveResult, ValidationErrorItem } from '@tenant/contracts';

/** Shared by the onboarding screens' forms. A field's message key (from the shared schema or the server) as text, naming the field where the text asks for it. */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined, fieldName: string): string | undefined =>
  error?.message ? t(error.message, { ns: MESSAGE_NAMESPACES, fieldName }) : undefined;

/** An error summary's line: the field's label, then its message (the shared messages are often generic, 'This field is required'). */
export const summaryText = (t: TFunction, message: string, label: string): string => `${label}: ${t(message, { ns: MESSAGE_NAMESPACES, fieldName: label })}`;

/** Where message keys live: the screens' own, the shared components' generic ones, the common ones. */
const MESSAGE_NAMESPACES = ['personal', 'household', 'ui', 'common'];

/** The whole 422 msg list of a v2 personal-details call (spec 1§8): one item per field. */
export const validationItemsOf = (error: unknown): ValidationErrorItem[] => {
  const apiError = error as ApiError | undefined;
  const items = (apiError?.data as { msg?: ValidationErrorItem[] } | undefined)?.msg;
  return apiError?.status === 422 && Array.isArray(items) ? items : [];
};

/** A save the server refused (spec 1§8): each 422 item marks its field and Continue says Form.Error; any other failure shows its own message. */
export const refusedSave = <T extends FieldValues>(setError: UseFormSetError<T>, t: TFunction, error: unknown): StepSaveResult => {
  const items = validationItemsOf(error);
  for (const item of items) if (item.loc?.[1]) setError(item.loc[1] as Path<T>, { message: item.msg });
  return { success: false, message: items.length ? t('Form.Error') : serverMessage(t, error) };
};

/** What a failed call shows: its message key translated, or the text as it came. */
export const serverMessage = (t: TFunction, error: unknown): string => {
  const message = (error as ApiError | undefined)?.message;
  return message ? t(message, { defaultValue: message }) : t('Error', { ns: 'workflow' });
};

/** The first message under a place of react-hook-form's nested errors (a field, a list, an item), if any. */
export const firstErrorMessage = (errors: unknown): string | undefined => {
  if (!errors || typeof errors !== 'object') return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(errors)) {
    const found = key === 'ref' ? undefined : firstErrorMessage(nested);
    if (found) return found;
  }
  return undefined;
};
