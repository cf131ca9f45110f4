import { Module } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { ApplicationLinksModule } from '../application-links/application-links.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { ReportDatabaseModule } from '../database/report-database.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { AggregatedReportPdfService } from './aggregated-report-pdf.service.js';
import { ChromiumPdfRenderer, chromiumOptionsFromEnv } from './chromium-pdf-renderer.js';
import { ReportPdfController } from './report-pdf.controller.js';
import { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import { ReportPdfService } from './report-pdf.service.js';

/** A report's PDF and the aggregated PDF with its linked people's reports: certified, printed once, handed out by signed links. */
@Module({
  imports: [ReportDatabaseModule, ReportsModule, CertificatesModule, ApplicationLinksModule],
  controllers: [ReportPdfController],
  providers: [
    ReportPdfService,
    AggregatedReportPdfService,
    // One Chromium per process, started on the first PDF (not at boot: most processes never print).
    { provide: ReportPdfRenderer, inject: [SERVER_CONFIG], useFactory: ({ environment }: ServerConfig) => new ChromiumPdfRenderer(chromiumOptionsFromEnv(environment)) },
  ],
  exports: [ReportPdfService, AggregatedReportPdfService, ReportPdfRenderer],
})
export class PdfModule {}
