import { EMPLOYMENT_STATUSES, VERIFICATION_CODE_LENGTH, isValidMobile, joinMobile, splitMobile } from '@tenant/domain';
import { boolean, object, string, type InferType } from 'yup';
import { emailSchema, personNameSchema } from './applicant.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { invitationCodeSchema } from './state.js';

/** Message keys of the sign-up, e-mail code and partner-entry rules (spec 1§5, 1§8). */
export const SIGNUP_MESSAGES = {
  /** 'The highlighted item(s) require your attention…' (several errors, spec 1§8) */
  formError: 'Form.Error',
  privacyConsentRequired: 'SignUp.Error.PrivacyConsent',
  invalidCode: 'VerifyEmail.Error.CodeFormat',
  invalidSignature: 'PartnerEntry.Error.InvalidSignature',
  signatureExpired: 'PartnerEntry.Error.SignatureExpired',
  signatureUsed: 'PartnerEntry.Error.SignatureUsed',
  /** the answer of a valid partner signature (spec 2§4) */
  authenticated: 'Authenticated',
  /** the auth texts of spec 1§8 */
  wrongCode: 'Auth.Error.WrongEmailOrCode',
  timedOut: 'Auth.Error.VerificationTimedOut',
  tooManyRequests: 'Auth.Error.TooManyRequests',
  invalidBody: 'Auth.Error.InvalidBody',
  activeApplication: 'Auth.Error.ActiveApplicationExists',
  emailNotSent: 'Auth.Error.SignInEmailNotSent',
} as const;

/** First letters of each word upper-cased, the rest as typed ('maria de luca' → 'Maria De Luca'; spec 1§5). */
export const capitaliseName = (value: string): string => value.replace(/(^|[\s\-'.,])(\p{Ll})/gu, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());

const nameField = personNameSchema.transform((value: unknown) => (typeof value === 'string' ? capitaliseName(value) : value));

/**
 * The sign-up form and the body of POST /v1/signup/attempt and /submit (spec 1§3 User, 1§5). The mobile
 * is hidden and not required for rapid applications (context `applicationType`).
 */
export const signupUserSchema = object({
  first_name: nameField,
  last_name: nameField,
  email: emailSchema,
  mobile: string()
    .trim()
    // stored and sent as 'code-number' without separators (spec 1§3)
    .transform((value: string) => {
      const { code, number } = splitMobile(value);
      return code && isValidMobile(value) ? joinMobile(code, number) : value;
    })
    .when('$applicationType', {
      is: 'rapid',
      then: (s) => s.optional().test('mobile', VALIDATION_MESSAGES.invalidMobile, (v) => !v || isValidMobile(v)),
      otherwise: (s) => s.required(VALIDATION_MESSAGES.required).test('mobile', VALIDATION_MESSAGES.invalidMobile, (v) => isValidMobile(v ?? '')),
    }),
  privacy_policy_consented: boolean()
    .typeError(SIGNUP_MESSAGES.privacyConsentRequired)
    .required(SIGNUP_MESSAGES.privacyConsentRequired)
    .oneOf([true], SIGNUP_MESSAGES.privacyConsentRequired),
  marketing_consented: boolean().typeError(VALIDATION_MESSAGES.invalid).default(false),
  data_processing_consented: boolean().typeError(VALIDATION_MESSAGES.invalid).default(false),
});
export type SignupUser = InferType<typeof signupUserSchema>;

/** POST /v1/signup/submit: the user plus what the flow knows (spec 1§7). */
export const signupSubmitSchema = signupUserSchema.shape({
  employment_status: string().trim().required(VALIDATION_MESSAGES.unknownOccupation).oneOf(EMPLOYMENT_STATUSES, VALIDATION_MESSAGES.unknownOccupation),
  listing_id: string().trim().max(64, VALIDATION_MESSAGES.invalid).nullable().optional(),
  invitation_code: invitationCodeSchema.nullable().optional().notRequired().default(undefined),
  hide_nav: boolean().typeError(VALIDATION_MESSAGES.invalid).default(false),
});
export type SignupSubmit = InferType<typeof signupSubmitSchema>;


/** A partner's signed link parameter (spec 2§4): base64url payload, '.', base64url HMAC. */
export const partnerSignatureSchema = string()
  .trim()
  .required(SIGNUP_MESSAGES.invalidSignature)
  .max(4096, SIGNUP_MESSAGES.invalidSignature)
  .matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, SIGNUP_MESSAGES.invalidSignature);

export const partnerSignatureQuerySchema = object({ sig: partnerSignatureSchema });

/** The six-digit e-mail code (spec 1§5 Verification code). */
export const verificationCodeSchema = string()
  .trim()
  .required(SIGNUP_MESSAGES.invalidCode)
  .matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), SIGNUP_MESSAGES.invalidCode);

/** POST /v1/verify-email/submit {email, code}; a partner-signed applicant adds the signature (spec 2§4). */
export const verifyEmailSubmitSchema = object({
  email: emailSchema,
  code: verificationCodeSchema,
  sig: partnerSignatureSchema.optional().notRequired().default(undefined),
});
export type VerifyEmailSubmit = InferType<typeof verifyEmailSubmitSchema>;

/** POST /v1/verify-email/resend-code {email, listing_id} */
export const resendCodeSchema = object({
  email: emailSchema,
  listing_id: string().trim().max(64, VALIDATION_MESSAGES.invalid).nullable().optional(),
});

/** POST /v1/signup/delete-application?delete_application_id= */
export const deleteApplicationQuerySchema = object({
  delete_application_id: string().trim().required(VALIDATION_MESSAGES.applicationIdRequired).max(64, VALIDATION_MESSAGES.applicationIdRequired),
});
