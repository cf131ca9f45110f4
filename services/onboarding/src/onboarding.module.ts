import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { AuthController } from './controllers/auth.controller.js';
import { WorkflowController } from './controllers/workflow.controller.js';
import { onboardingDatabase } from './onboarding-database.js';
import { ApplicationsService } from './services/applications.service.js';
import { SessionTokenIssuer } from './services/session-token-issuer.service.js';
import { WorkflowCatalogService } from './services/workflow-catalog.service.js';

/** The onboarding service; needs ServerKitModule from whoever boots the app (its main or the composed API). */
@Module({
  imports: [ServiceDatabaseModule.forService(onboardingDatabase)],
  controllers: [WorkflowController, AuthController],
  providers: [WorkflowCatalogService, ApplicationsService, SessionTokenIssuer],
  exports: [ApplicationsService, SessionTokenIssuer],
})
export class OnboardingModule {}
