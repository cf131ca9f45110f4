import { Module } from '@nestjs/common';
import { IncomeDatabaseModule } from '../database/income-database.module.js';
import { ApplicationAccessService } from './application-access.service.js';
import { OnboardingReadModelService } from './onboarding-read-model.service.js';

/** Who may open an application and what the checks know of its applicant, from onboarding's events. */
@Module({
  imports: [IncomeDatabaseModule],
  providers: [ApplicationAccessService, OnboardingReadModelService],
  exports: [IncomeDatabaseModule, ApplicationAccessService, OnboardingReadModelService],
})
export class AccessModule {}
