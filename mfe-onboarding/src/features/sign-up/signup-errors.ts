import type { ApiError } from '@tenant/api-client';
import type { ValidationErrorItem } from '@tenant/contracts';
import { SIGNUP_MESSAGES } from '@tenant/validation';

/** What the sign-up banner shows: the message key, with a lead-in badge when several fields failed. */
export interface SignupFailure {
  message: string;
  /** several errors: Form.Error, its first sentence as the group badge (spec 1§8) */
  grouped: boolean;
  /** the fields the server refused, to highlight them */
  fields: string[];
  /** values for the message's text (when to try again after too many attempts) */
  params?: Record<string, string>;
}

/** Sign-up uses the whole 422 list (spec 1§8): several errors give Form.Error, one gives that message. */
export const signupFailureOf = (error: unknown): SignupFailure => {
  const apiError = error as ApiError;
  const items = (apiError.data as { msg?: ValidationErrorItem[] } | undefined)?.msg ?? [];
  const fields = items.map((item) => item.loc?.[1]).filter((field): field is string => Boolean(field));
  if (apiError.status === 422 && items.length > 1) return { message: SIGNUP_MESSAGES.formError, grouped: true, fields };
  return { message: items[0]?.loc_msg ?? items[0]?.msg ?? apiError.message ?? 'General.Error', grouped: false, fields, ...(apiError.params ? { params: apiError.params } : {}) };
};

/** Form.Error's first sentence is the badge, the rest the message. */
export const splitFirstSentence = (text: string): [string, string] => {
  const match = /^(.*?[.!?])\s+(.*)$/s.exec(text);
  return match ? [match[1], match[2]] : [text, ''];
};
