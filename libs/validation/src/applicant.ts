import { APPLICANT_ROLES, APPLICATION_TYPES, DEFAULT_APPLICANT_ROLE, DEFAULT_APPLICATION_TYPE, EMPLOYMENT_STATUSES } from '@tenant/domain';
import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages.js';

/** Letters (with accents), digits, dots, commas, apostrophes, spaces and hyphens, with at least one letter (spec 1§5). */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}0-9.,' -]+$/u;

export const personNameSchema = string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .min(1, VALIDATION_MESSAGES.required)
  .max(120, VALIDATION_MESSAGES.invalidName)
  .matches(PERSON_NAME_PATTERN, VALIDATION_MESSAGES.invalidName);

export const emailSchema = string().trim().lowercase().required(VALIDATION_MESSAGES.required).email(VALIDATION_MESSAGES.invalidEmail);

/** What creating an applicant and their application needs (the sign-up step). */
export const applicantRegistrationSchema = object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  applicationType: string().oneOf(APPLICATION_TYPES, VALIDATION_MESSAGES.unknownApplicationType).default(DEFAULT_APPLICATION_TYPE),
  applicantRole: string().oneOf(APPLICANT_ROLES, VALIDATION_MESSAGES.unknownRole).default(DEFAULT_APPLICANT_ROLE),
  employmentStatus: string().oneOf(EMPLOYMENT_STATUSES, VALIDATION_MESSAGES.unknownOccupation).optional(),
  listingId: string().trim().optional(),
  mobile: string().trim().optional(),
});
export type ApplicantRegistration = InferType<typeof applicantRegistrationSchema>;
