import { Module } from '@nestjs/common';
import { OnboardingDatabaseModule } from '../database/onboarding-database.module.js';
import { SignUpModule } from '../sign-up/sign-up.module.js';
import { ReviewerApplicationsService } from './reviewer-applications.service.js';
import { ReviewerController } from './reviewer.controller.js';
import { ReviewerLoginService } from './reviewer-login.service.js';

/** Reviewers (spec 2§6): company staff log in with an e-mailed code and list their company's applications. */
@Module({
  imports: [OnboardingDatabaseModule, SignUpModule],
  controllers: [ReviewerController],
  providers: [ReviewerLoginService, ReviewerApplicationsService],
})
export class ReviewersModule {}
