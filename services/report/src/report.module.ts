import { Module } from '@nestjs/common';
import { healthControllerFor } from '@tenant/server-kit';
import { REPORT_DATABASE } from './report-database.js';
import { ApplicationAccessService } from './access/application-access.service.js';
import { ApplicationLinksService } from './application-links/application-links.service.js';
import { AggregatedReportPdfService } from './pdf/aggregated-report-pdf.service.js';
import { OpenapisController } from './controllers/openapis.controller.js';
import { ReportDatabaseModule } from './database/report-database.module.js';
import { PaymentClearanceModule } from './payment-clearance/payment-clearance.module.js';
import { ChromiumPdfRenderer } from './pdf/chromium-pdf-renderer.js';
import { ReportPdfRenderer } from './pdf/report-pdf-renderer.port.js';
import { ReportPdfService } from './pdf/report-pdf.service.js';
import { ReportBuildsService } from './report-builds/report-builds.service.js';
import { ReportInputsReadModelService } from './report-inputs/report-inputs-read-model.service.js';
import { ReportInputsRepository } from './report-inputs/report-inputs.repository.js';
import { ReportController } from './reports/report.controller.js';
import { ReportsService } from './reports/reports.service.js';
import { ApplicantsRepository } from './repositories/applicants.repository.js';
import { ReviewersModule } from './reviewers/reviewers.module.js';
import { ApplicantsReadModelService } from './services/applicants-read-model.service.js';
import { CertificatesService } from './services/certificates.service.js';
import { ReportMailerService } from './mailing/report-mailer.service.js';
import { ReportSharesController } from './sharing/report-shares.controller.js';
import { ReportSharesService } from './sharing/report-shares.service.js';
import { SharedSummaryMailerService } from './sharing/shared-summary-mailer.service.js';

/** The report service; needs ServerKitModule from whoever boots the app (its main or the composed API). */
@Module({
  imports: [ReportDatabaseModule, PaymentClearanceModule, ReviewersModule],
  controllers: [healthControllerFor(REPORT_DATABASE), OpenapisController, ReportController, ReportSharesController],
  providers: [
    ApplicantsRepository,
    ApplicantsReadModelService,
    CertificatesService,
    ApplicationAccessService,
    ReportsService,
    ReportPdfService,
    ApplicationLinksService,
    AggregatedReportPdfService,
    ReportInputsRepository,
    ReportBuildsService,
    ReportInputsReadModelService,
    ReportMailerService,
    ReportSharesService,
    SharedSummaryMailerService,
    // One Chromium per process, started on the first PDF (not at boot: most processes never print).
    { provide: ReportPdfRenderer, useFactory: () => new ChromiumPdfRenderer() },
  ],
  exports: [ApplicantsReadModelService, ReportInputsReadModelService, ReportBuildsService, CertificatesService, ReportsService, ReportPdfService, ReportPdfRenderer],
})
export class ReportModule {}
