import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ReportBuildsService } from './report-builds.service.js';

/** The report job (report.build-report): rebuilds a report when its inputs change, stores it, and issues its versions. */
@Module({
  imports: [ReportDatabaseModule],
  providers: [ReportBuildsService],
  exports: [ReportBuildsService],
})
export class ReportBuildsModule {}
