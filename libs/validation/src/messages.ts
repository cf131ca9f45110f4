/** Message keys of validation failures (spec 1§5); texts live in libs/i18n. */
export const VALIDATION_MESSAGES = {
  required: 'General.Error.Validation.Required',
  invalid: 'General.Error.Validation.RegEx.Masculine',
  invalidFeminine: 'General.Error.Validation.RegEx.Feminine',
  unknownOccupation: 'Workflow.Error.UnknownOccupation',
  unknownApplicationType: 'Workflow.Error.UnknownApplicationType',
  unknownRole: 'Workflow.Error.UnknownRole',
  applicationIdRequired: 'Workflow.Error.ApplicationIdRequired',
  invalidStep: 'Workflow.Error.InvalidStep',
  invitationNotFound: 'Invitation.Error.NotFound',
} as const;
