import { useEffect } from 'react';
import type { FieldErrors, FieldValues, FormState, UseFormReturn } from 'react-hook-form';

/** One line of an error summary: the field it links to (its form name) and the message as text. */
export interface ErrorSummaryItem {
  field: string;
  message: string;
}

/**
 * Every message under react-hook-form's (nested) errors, in the form's order, one per field: a list's own
 * message and each item's fields become `list`, `list.0.email`. `text` turns a message key into words.
 */
export const errorSummaryItems = <T extends FieldValues>(errors: FieldErrors<T>, text: (message: string, field: string) => string): ErrorSummaryItem[] => {
  const items: ErrorSummaryItem[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message && path) items.push({ field: path, message: text(message, path) });
    for (const [key, nested] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      walk(nested, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return items;
};

/**
 * Runs react-hook-form's submit validation (so errors re-validate on change from then on); true when valid.
 * The form should say `shouldFocusError: false`: the ErrorSummary takes focus, not the first field.
 */
export const submitValidation = async (handleSubmit: (onValid: () => void) => () => Promise<void>): Promise<boolean> => {
  let valid = false;
  await handleSubmit(() => {
    valid = true;
  })();
  return valid;
};

/**
 * What a form's ErrorSummary shows: nothing before the first submit, then the form's live errors (so a
 * fixed field leaves the list at once); focus moves to it on each submit, and on `refusals` (a count of
 * answers the server refused after the form itself was valid).
 */
export const errorSummaryOf = <T extends FieldValues>(formState: FormState<T>, text: (message: string, field: string) => string, refusals = 0) => {
  const { errors, isSubmitted, submitCount } = formState;
  return { items: isSubmitted ? errorSummaryItems(errors, text) : [], focusKey: submitCount + refusals };
};

/**
 * For a form whose schema reports at other names than its inputs (the household size at the request's
 * householdMembersCount): after the first submit every change re-runs the whole validation, so an error
 * leaves as soon as it is fixed, wherever it is shown.
 */
export const useWholeFormRevalidation = <T extends FieldValues, C>(form: Pick<UseFormReturn<T, C>, 'watch' | 'trigger' | 'formState'>) => {
  const submitted = form.formState.isSubmitted;
  const { watch, trigger } = form;
  useEffect(() => {
    if (!submitted) return;
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [submitted, watch, trigger]);
};
