import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ApplicationAccessService } from './application-access.service.js';

/** Who may open an application's reports, from onboarding's application/accessChanged (the one access check). */
@Module({
  imports: [ReportDatabaseModule],
  providers: [ApplicationAccessService],
  exports: [ApplicationAccessService],
})
export class AccessModule {}
