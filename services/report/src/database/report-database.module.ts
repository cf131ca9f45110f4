import { Module } from '@nestjs/common';
import { ServiceDatabaseModule } from '@tenant/server-kit';
import { reportDatabase } from '../report-database.js';

/** The service's database, opened once, for every domain module of the report service. */
@Module({
  imports: [ServiceDatabaseModule.forService(reportDatabase)],
  exports: [ServiceDatabaseModule],
})
export class ReportDatabaseModule {}
