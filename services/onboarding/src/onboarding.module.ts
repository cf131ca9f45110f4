import { Module } from '@nestjs/common';
import { healthControllerFor } from '@tenant/server-kit';
import { ApplicationsModule } from './applications/applications.module.js';
import { ConfirmationModule } from './confirmation/confirmation.module.js';
import { DemoDataModule } from './demo-data/demo-data.module.js';
import { HouseholdModule } from './household/household.module.js';
import { IdentityVerificationModule } from './identity-verification/identity-verification.module.js';
import { MortgageInfoModule } from './mortgage-info/mortgage-info.module.js';
import { NewApplicationModule } from './new-application/new-application.module.js';
import { ONBOARDING_DATABASE } from './onboarding-database.js';
import { OpenapisModule } from './openapis/openapis.module.js';
import { PersonalDetailsModule } from './personal-details/personal-details.module.js';
import { QuestionnaireModule } from './questionnaire/questionnaire.module.js';
import { ReviewersModule } from './reviewers/reviewers.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { SignUpModule } from './sign-up/sign-up.module.js';
import { StateModule } from './state/state.module.js';
import { WorkflowModule } from './workflow/workflow.module.js';

/**
 * The onboarding service, one module per domain; needs ServerKitModule from whoever boots the app
 * (its main or the composed API). Exports what the composed API and the runner use.
 */
@Module({
  imports: [
    ApplicationsModule,
    WorkflowModule,
    SignUpModule,
    PersonalDetailsModule,
    IdentityVerificationModule,
    HouseholdModule,
    QuestionnaireModule,
    MortgageInfoModule,
    ConfirmationModule,
    StateModule,
    OpenapisModule,
    ReviewersModule,
    RetentionModule,
    NewApplicationModule,
    DemoDataModule,
  ],
  // GET /api/v1/onboarding/health: what a load balancer or an orchestrator asks (README: Production layout)
  controllers: [healthControllerFor(ONBOARDING_DATABASE)],
  exports: [ApplicationsModule, WorkflowModule, SignUpModule],
})
export class OnboardingModule {}
