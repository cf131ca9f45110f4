import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportSharesController } from './report-shares.controller.js';
import { ReportSharesService } from './report-shares.service.js';
import { SharedSummaryMailerService } from './shared-summary-mailer.service.js';

/** Verified summaries an applicant shares with a landlord or company (owner only), and their mails. */
@Module({
  imports: [ReportDatabaseModule, AccessModule, ReportsModule, CertificatesModule],
  controllers: [ReportSharesController],
  providers: [ReportSharesService, SharedSummaryMailerService],
})
export class SharingModule {}
