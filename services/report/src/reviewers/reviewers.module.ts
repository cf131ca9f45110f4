import { Module } from '@nestjs/common';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ApplicationCompaniesService } from './application-companies.service.js';
import { ReviewerReportsController } from './reviewer.controller.js';
import { ReviewerReportsService } from './reviewer-reports.service.js';

/** Reviewers (spec 2§6): their company's applications' report states and verified summaries. */
@Module({
  imports: [ReportDatabaseModule],
  controllers: [ReviewerReportsController],
  providers: [ApplicationCompaniesService, ReviewerReportsService],
  exports: [ApplicationCompaniesService],
})
export class ReviewersModule {}
