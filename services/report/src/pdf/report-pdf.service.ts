import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Language } from '@tenant/domain';
import { outsideTransaction, SERVER_CONFIG, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import { CertificatesService } from '../certificates/certificates.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { ReportNotFound, ReportsService } from '../reports/reports.service.js';
import { PdfLinkTokens } from './pdf-link-tokens.js';
import type { ReportPdfEntity } from './report-pdf.entity.js';
import { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import { ReportPdfsRepository } from './report-pdfs.repository.js';
import { OncePerKey, printCertificate } from './print-certificate.js';

export const REPORT_PDF_NOT_FOUND = 'report.File.Error';

/**
 * A report's PDF: certified (a new certificate whose QR code and short link lead to the verify
 * page), printed by the renderer port, stored, and handed out as a signed link that expires.
 */
@Injectable()
export class ReportPdfService {
  private readonly logger = new Logger(ReportPdfService.name);
  private readonly links: PdfLinkTokens;
  private readonly printing = new OncePerKey<ReportPdfEntity>();

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly reports: ReportsService,
    private readonly documents: ReportDocumentsRepository,
    private readonly stored: ReportPdfsRepository,
    private readonly certificates: CertificatesService,
    private readonly renderer: ReportPdfRenderer,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {
    this.links = new PdfLinkTokens(config);
  }

  /** Prints and stores the PDF of a stored report (what the report job calls once the report JSON exists). */
  generate(reportId: string, lang: Language): Promise<ReportPdfEntity> {
    return this.printing.run(`${reportId}:${lang}`, () => this.print(reportId, lang));
  }

  /** The report's PDF as stored, or printed now in `lang` when none exists yet (what the e-mail attaches). */
  async pdfOf(reportId: string, lang: Language): Promise<Buffer> {
    return ((await this.stored.find(reportId)) ?? (await this.generate(reportId, lang))).pdf;
  }

  /**
   * GET /v2/report/pdf: a signed link once the PDF exists, else null, and printing starts in the
   * background (the client polls; spec 2§2 Result: a hidden rapid report has its PDF printed).
   */
  linkFor(caller: AccessTokenClaims, applicationId: string, reportId: string, lang: Language): Promise<string | null> {
    return this.reports.reportOf(caller, applicationId, reportId, async (report, tx) => {
      // a withdrawn version has no PDF any more; a draft gets none until it is issued (README "Versions")
      if (report.withdrawnAt) throw new ReportNotFound();
      if (!report.issuedAt) return null;
      if (await tx.get(ReportPdfsRepository).exists(reportId)) return `${this.config.publicUrl}/api/v2/report/pdf/file?token=${encodeURIComponent(await this.links.sign(reportId))}`;
      // printing outlives the request's transaction and uses connections of its own
      outsideTransaction(() => this.generate(reportId, lang)).catch((error: unknown) => this.logger.error(`PDF of report ${reportId} failed: ${String(error)}`));
      return null;
    });
  }

  /** The PDF a signed link names; a forged or expired link finds nothing. */
  async file(token: string | undefined): Promise<{ reportId: string; pdf: Buffer }> {
    const reportId = await this.links.reportIdOf(token);
    const stored = reportId ? await this.stored.find(reportId) : null;
    if (!stored) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
    return { reportId: stored.reportId, pdf: stored.pdf };
  }

  /** Prints an issued version once: the first PDF stored is its PDF for good (a print racing it is dropped). */
  private async print(reportId: string, lang: Language): Promise<ReportPdfEntity> {
    const stored = await this.documents.find(reportId);
    if (!stored?.issuedAt) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
    const { certificateId, verification } = await printCertificate(this.certificates, this.config.publicUrl, stored, lang);
    // rendered outside any transaction: no connection is held while Chromium prints
    const pdf = await this.renderer.render({ report: stored.report, lang, verification });
    return this.transactions.run((tx) => tx.get(ReportPdfsRepository).storeFirst({ reportId, certificateId, pdf }));
  }
}
