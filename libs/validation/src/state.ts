import { FILL_STEP_ROUTERS } from '@tenant/domain';
import { number, object, string, type InferType } from 'yup';
import { VALIDATION_MESSAGES } from './messages.js';

/** The application_id query parameter every application-scoped call carries (spec 1§7). */
export const applicationIdQuerySchema = object({
  application_id: string().trim().required(VALIDATION_MESSAGES.applicationIdRequired).max(64, VALIDATION_MESSAGES.applicationIdRequired),
});
export type ApplicationIdQuery = InferType<typeof applicationIdQuerySchema>;

/** Body of POST /v1/state/update-step: the step index (-1 before a workflow) and its router (spec 1§7). */
export const updateStepSchema = object({
  step: number()
    .typeError(VALIDATION_MESSAGES.invalidStep)
    .required(VALIDATION_MESSAGES.invalidStep)
    .integer(VALIDATION_MESSAGES.invalidStep)
    .min(-1, VALIDATION_MESSAGES.invalidStep)
    .max(99, VALIDATION_MESSAGES.invalidStep),
  step_router: string().trim().required(VALIDATION_MESSAGES.invalidStep).oneOf(FILL_STEP_ROUTERS, VALIDATION_MESSAGES.invalidStep),
});
export type UpdateStepInput = InferType<typeof updateStepSchema>;

/** Query of GET /v1/signup/invitation-public-info. */
export const invitationCodeSchema = string()
  .trim()
  .required(VALIDATION_MESSAGES.invitationNotFound)
  .matches(/^[A-Za-z0-9_-]{6,64}$/, VALIDATION_MESSAGES.invitationNotFound);
export const invitationCodeQuerySchema = object({ invitation_code: invitationCodeSchema });
export type InvitationCodeQuery = InferType<typeof invitationCodeQuerySchema>;
