import { Module } from '@nestjs/common';
import { healthControllerFor } from '@tenant/server-kit';
import { AccessModule } from './access/access.module.js';
import { ApplicantsModule } from './applicants/applicants.module.js';
import { ApplicationLinksModule } from './application-links/application-links.module.js';
import { CertificatesModule } from './certificates/certificates.module.js';
import { MailingModule } from './mailing/mailing.module.js';
import { PaymentClearanceModule } from './payment-clearance/payment-clearance.module.js';
import { PdfModule } from './pdf/pdf.module.js';
import { ReportBuildsModule } from './report-builds/report-builds.module.js';
import { REPORT_DATABASE } from './report-database.js';
import { ReportInputsModule } from './report-inputs/report-inputs.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewersModule } from './reviewers/reviewers.module.js';
import { SharingModule } from './sharing/sharing.module.js';
import { VerificationModule } from './verification/verification.module.js';

/**
 * The report service, one module per domain; needs ServerKitModule from whoever boots the app (its main
 * or the composed API). Exports what the composed API and the runner use.
 */
@Module({
  imports: [
    AccessModule,
    ApplicantsModule,
    PaymentClearanceModule,
    ApplicationLinksModule,
    ReportInputsModule,
    ReportBuildsModule,
    ReportsModule,
    CertificatesModule,
    PdfModule,
    MailingModule,
    SharingModule,
    VerificationModule,
    ReviewersModule,
  ],
  // GET /api/v1/report/health: what a load balancer or an orchestrator asks (README: Production layout)
  controllers: [healthControllerFor(REPORT_DATABASE)],
  exports: [ApplicantsModule, ReportInputsModule, ReportBuildsModule, CertificatesModule, ReportsModule, PdfModule],
})
export class ReportModule {}
