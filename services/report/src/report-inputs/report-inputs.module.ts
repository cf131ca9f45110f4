import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ReportBuildsModule } from '../report-builds/report-builds.module.js';
import { ReportInputsReadModelService } from './report-inputs-read-model.service.js';

/** The read model of a report's inputs, from onboarding's, income's and payment's events; a change asks for a build. */
@Module({
  imports: [ReportDatabaseModule, ReportBuildsModule],
  providers: [ReportInputsReadModelService],
  exports: [ReportInputsReadModelService],
})
export class ReportInputsModule {}
