import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ApplicantsReadModelService } from './applicants-read-model.service.js';

/** The report's copy of applicants (names and e-mail language), from onboarding's events. */
@Module({
  imports: [ReportDatabaseModule],
  providers: [ApplicantsReadModelService],
  exports: [ApplicantsReadModelService],
})
export class ApplicantsModule {}
