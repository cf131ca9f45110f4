export { OnboardingModule } from './onboarding.module.js';
export { ApplicationsService, type RegisterApplicantInput, type RegisteredApplication } from './applications/applications.service.js';
export { SessionTokenIssuer } from './applications/session-token-issuer.service.js';
export { OCCUPATION_SEEDS } from './seed/occupations.seed.js';
export { WORKFLOW_SEEDS } from './seed/workflows.seed.js';
export { InvitationsService, INVITATION_MESSAGES, type CreateInvitationInput } from './applications/invitations.service.js';
export { RETENTION, RetentionService } from './sign-up/retention.service.js';
export { ListingsService } from './workflow/listings.service.js';
export { ContractDataRetentionService } from './retention/contract-data-retention.service.js';
