import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ApplicationLinksService } from './application-links.service.js';

/** Which invited people's applications are linked to a main one (application/linked), for the aggregated PDF. */
@Module({
  imports: [ReportDatabaseModule],
  providers: [ApplicationLinksService],
  exports: [ApplicationLinksService],
})
export class ApplicationLinksModule {}
