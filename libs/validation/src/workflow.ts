import { APPLICANT_ROLES, APPLICATION_TYPES, DEFAULT_APPLICANT_ROLE, DEFAULT_APPLICATION_TYPE, EMPLOYMENT_STATUSES } from '@tenant/domain';
import { object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages.js';

/** Headers of GET /v1/workflow/: the English employment status and the application type (spec 1§7). */
export const workflowRequestSchema = object({
  occupation: string().trim().required(VALIDATION_MESSAGES.unknownOccupation).oneOf(EMPLOYMENT_STATUSES, VALIDATION_MESSAGES.unknownOccupation),
  applicationType: string().trim().oneOf(APPLICATION_TYPES, VALIDATION_MESSAGES.unknownApplicationType).default(DEFAULT_APPLICATION_TYPE),
});
export type WorkflowRequest = InferType<typeof workflowRequestSchema>;

/** Query of GET /v1/workflow/occupations. */
export const occupationsQuerySchema = object({
  role: string().trim().oneOf(APPLICANT_ROLES, VALIDATION_MESSAGES.unknownRole).default(DEFAULT_APPLICANT_ROLE),
});
export type OccupationsQueryInput = InferType<typeof occupationsQuerySchema>;
