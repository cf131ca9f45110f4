import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { AuthController } from './controllers/auth.controller.js';
import { ContinueLaterController } from './controllers/continue-later.controller.js';
import { ListingController } from './controllers/listing.controller.js';
import { SignupController } from './controllers/signup.controller.js';
import { StateController } from './controllers/state.controller.js';
import { WorkflowController } from './controllers/workflow.controller.js';
import { onboardingDatabase } from './onboarding-database.js';
import { ApplicationAccessService } from './services/application-access.service.js';
import { ApplicationStateService } from './services/application-state.service.js';
import { ApplicationsService } from './services/applications.service.js';
import { ContinueLaterService } from './services/continue-later.service.js';
import { InvitationsService } from './services/invitations.service.js';
import { ListingsService } from './services/listings.service.js';
import { SessionTokenIssuer } from './services/session-token-issuer.service.js';
import { WorkflowCatalogService } from './services/workflow-catalog.service.js';

/** The onboarding service; needs ServerKitModule from whoever boots the app (its main or the composed API). */
@Module({
  imports: [ServiceDatabaseModule.forService(onboardingDatabase)],
  controllers: [WorkflowController, ListingController, ContinueLaterController, AuthController, StateController, SignupController],
  providers: [
    WorkflowCatalogService,
    ApplicationsService,
    SessionTokenIssuer,
    ApplicationAccessService,
    ApplicationStateService,
    InvitationsService,
    ListingsService,
    ContinueLaterService,
  ],
  exports: [ApplicationsService, SessionTokenIssuer, InvitationsService, ListingsService],
})
export class OnboardingModule {}
