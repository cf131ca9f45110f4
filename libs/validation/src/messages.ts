/** Message keys of validation failures (spec 1§5); texts live in libs/i18n. */
export const VALIDATION_MESSAGES = {
  required: 'General.Error.Validation.Required',
  invalid: 'General.Error.Validation.RegEx.Masculine',
  invalidFeminine: 'General.Error.Validation.RegEx.Feminine',
  // A field's own message says how to write it (the generic one above only names the field).
  invalidName: 'General.Error.Validation.Name',
  invalidEmail: 'General.Error.Validation.Email',
  invalidMobile: 'General.Error.Validation.Mobile',
  tooLong: 'General.Error.Validation.TooLong',
  unknownOccupation: 'Workflow.Error.UnknownOccupation',
  unknownApplicationType: 'Workflow.Error.UnknownApplicationType',
  unknownRole: 'Workflow.Error.UnknownRole',
  applicationIdRequired: 'Workflow.Error.ApplicationIdRequired',
  invalidStep: 'Workflow.Error.InvalidStep',
  invitationNotFound: 'Invitation.Error.NotFound',
} as const;
