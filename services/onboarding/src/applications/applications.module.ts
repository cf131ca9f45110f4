import { Module } from '@nestjs/common';
import { OnboardingDatabaseModule } from '../database/onboarding-database.module.js';
import { ApplicationAccessService } from './application-access.service.js';
import { ApplicationsService } from './applications.service.js';
import { InvitationsService } from './invitations.service.js';
import { SessionTokenIssuer } from './session-token-issuer.service.js';

/** Applicants, their applications and invitations, the one access check, and the session tokens. */
@Module({
  imports: [OnboardingDatabaseModule],
  providers: [ApplicationsService, ApplicationAccessService, InvitationsService, SessionTokenIssuer],
  exports: [OnboardingDatabaseModule, ApplicationsService, ApplicationAccessService, InvitationsService, SessionTokenIssuer],
})
export class ApplicationsModule {}
