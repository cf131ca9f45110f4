export { OnboardingModule } from './onboarding.module.js';
export { ApplicationsService, type RegisterApplicantInput, type RegisteredApplication } from './services/applications.service.js';
export { SessionTokenIssuer } from './services/session-token-issuer.service.js';
export { OCCUPATION_SEEDS } from './seed/occupations.seed.js';
export { WORKFLOW_SEEDS } from './seed/workflows.seed.js';
export { InvitationsService, INVITATION_MESSAGES, type CreateInvitationInput } from './services/invitations.service.js';
export { RETENTION, RetentionService } from './services/retention.service.js';
export { ListingsService } from './services/listings.service.js';
