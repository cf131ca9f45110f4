import type { ApiError } from '@tenant/api-client';
import type { ValidationErrorItem } from '@tenant/contracts';
import type { SignUpFormValues } from './sign-up-form.js';

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof SignUpFormValues>([
  'first_name',
  'last_name',
  'email',
  'mobile',
  'privacy_policy_consented',
  'marketing_consented',
  'data_processing_consented',
]);

/** What the server refused: the form's fields with their message keys (shown at the fields and in the summary), or one message. */
export interface SignupRefusal {
  fields: Array<{ field: keyof SignUpFormValues; message: string }>;
  message: string;
  /** values for the message's text (when to try again after too many attempts, issue 22) */
  params?: Record<string, string>;
}

/** Sign-up reads the whole 422 list (spec 1§8): each item on the form's fields, or the call's one message. */
export const signupRefusalOf = (error: unknown): SignupRefusal => {
  const apiError = error as ApiError;
  const items = apiError.status === 422 ? ((apiError.data as { msg?: ValidationErrorItem[] } | undefined)?.msg ?? []) : [];
  const fields = items
    .filter((item) => FORM_FIELDS.has(item.loc?.[1] ?? ''))
    .map((item) => ({ field: item.loc![1] as keyof SignUpFormValues, message: item.loc_msg ?? item.msg }));
  return { fields, message: items[0]?.loc_msg ?? items[0]?.msg ?? apiError.message ?? 'General.Error', ...(apiError.params ? { params: apiError.params } : {}) };
};
