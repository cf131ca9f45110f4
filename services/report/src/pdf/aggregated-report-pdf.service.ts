import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Language } from '@tenant/domain';
import type { LinkedReportPrint } from '@tenant/report-view/server';
import { outsideTransaction, SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import { ApplicantsRepository } from '../applicants/applicants.repository.js';
import { ApplicationLinksService } from '../application-links/application-links.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { ReportDocumentEntity } from '../reports/report-document.entity.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { ReportsService } from '../reports/reports.service.js';
import type { AggregatedReportPdfEntity } from './aggregated-report-pdf.entity.js';
import { AggregatedReportPdfsRepository } from './aggregated-report-pdfs.repository.js';
import { PdfLinkTokens } from './pdf-link-tokens.js';
import { OncePerKey, printCertificate } from './print-certificate.js';
import { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import { REPORT_PDF_NOT_FOUND } from './report-pdf.service.js';

/** What an aggregated PDF prints after the main report, and the key of that set of reports. */
export interface AggregatedParts {
  linked: LinkedReportPrint[];
  /** the linked reports' ids, sorted: a PDF printed for another set is out of date */
  key: string;
}

/**
 * The aggregated PDF (spec 2§7 invoke-aggregated-pdf-generation, aggregated-pdf): a main
 * applicant's report and the latest reports of the applications linked to it (co-applicants, then
 * guarantors) printed as one document under the main report's certificate. It is printed again
 * when the set of linked reports changes, and handed out by a link of its own kind.
 */
@Injectable()
export class AggregatedReportPdfService {
  private readonly logger = new Logger(AggregatedReportPdfService.name);
  private readonly links: PdfLinkTokens;
  private readonly printing = new OncePerKey<AggregatedReportPdfEntity>();

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reports: ReportsService,
    private readonly certificates: CertificatesService,
    private readonly renderer: ReportPdfRenderer,
    private readonly applicationLinks: ApplicationLinksService,
    private readonly stored: AggregatedReportPdfsRepository,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {
    this.links = new PdfLinkTokens(config, 'aggregated');
  }

  /** GET /v2/report/invoke-aggregated-pdf-generation: starts printing in the background unless the PDF of the current parts exists. */
  requestFor(caller: AccessTokenClaims, applicationId: string, reportId: string, lang: Language): Promise<void> {
    return this.reports.reportOf(caller, applicationId, reportId, async (main, tx) => {
      // only an issued version is printed (README "Versions"): a report still hidden is printed once issued
      if (!main.issuedAt || main.withdrawnAt) return;
      const parts = await this.partsOf(tx, main.applicationId);
      if (await this.printed(tx, reportId, parts)) return;
      // printing outlives the request's transaction and uses connections of its own
      outsideTransaction(() => this.generate(main, parts, lang)).catch((error: unknown) => this.logger.error(`aggregated PDF of report ${reportId} failed: ${String(error)}`));
    });
  }

  /** GET /v2/report/aggregated-pdf: a signed link once the PDF of the current parts exists, else null. */
  linkFor(caller: AccessTokenClaims, applicationId: string, reportId: string): Promise<string | null> {
    return this.reports.reportOf(caller, applicationId, reportId, async (main, tx) => {
      if (!(await this.printed(tx, reportId, await this.partsOf(tx, main.applicationId)))) return null;
      return `${this.config.publicUrl}/api/v2/report/aggregated-pdf/file?token=${encodeURIComponent(await this.links.sign(reportId))}`;
    });
  }

  /** The aggregated PDF an aggregated link names; any other link (a single report's too) finds nothing. */
  async file(token: string | undefined): Promise<{ reportId: string; pdf: Buffer }> {
    const reportId = await this.links.reportIdOf(token);
    const stored = reportId ? await this.stored.find(reportId) : null;
    if (!stored) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
    return { reportId: stored.mainReportId, pdf: stored.pdf };
  }

  /** Prints once per main report, set of parts and language however often it is asked for. */
  generate(main: ReportDocumentEntity, parts: AggregatedParts, lang: Language): Promise<AggregatedReportPdfEntity> {
    return this.printing.run(`${main.reportId}:${parts.key}:${lang}`, () => this.print(main, parts, lang));
  }

  /**
   * The linked applications' latest reports that may be shown (paid, checks done, not withheld nor
   * withdrawn); a person without one is named as not yet available.
   */
  async partsOf(tx: UnitOfWork, mainApplicationId: string): Promise<AggregatedParts> {
    const linked: LinkedReportPrint[] = [];
    for (const link of await this.applicationLinks.linkedTo(tx, mainApplicationId)) {
      if (link.applicantRole === 'main-applicant') continue;
      const latest = await tx.get(ReportDocumentsRepository).latestOf(link.applicationId);
      if (latest && (await this.reports.isShowable(tx, latest))) {
        linked.push({ name: latest.report.personal_details.name, role: link.applicantRole, report: latest.report });
        continue;
      }
      const applicant = await tx.get(ApplicantsRepository).find(link.applicationId);
      // someone not yet registered here has no name to print
      if (applicant) linked.push({ name: `${applicant.firstName} ${applicant.lastName}`, role: link.applicantRole, report: null });
    }
    const key = linked
      .flatMap((part) => (part.report ? [part.report.personal_details.report_id] : []))
      .sort()
      .join(',');
    return { linked, key };
  }

  private printed(tx: UnitOfWork, mainReportId: string, parts: AggregatedParts): Promise<boolean> {
    return tx.get(AggregatedReportPdfsRepository).existsFor(mainReportId, parts.key);
  }

  private async print(main: ReportDocumentEntity, parts: AggregatedParts, lang: Language): Promise<AggregatedReportPdfEntity> {
    const { certificateId, verification } = await printCertificate(this.certificates, this.config.publicUrl, main, lang);
    // rendered outside any transaction: no connection is held while Chromium prints
    const pdf = await this.renderer.render({ report: main.report, lang, verification, linked: parts.linked });
    return this.transactions.run((tx) => tx.get(AggregatedReportPdfsRepository).store({ mainReportId: main.reportId, partReportIds: parts.key, certificateId, pdf }));
  }
}
