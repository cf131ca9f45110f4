import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@tenant/domain';
import { SERVER_CONFIG, TokenRejectedError, type AccessTokenClaims, type ServerConfig } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportsService } from '../reports/reports.service.js';
import { CertificatesService } from '../services/certificates.service.js';
import { PdfLinkTokens } from './pdf-link-tokens.js';
import { ReportPdfEntity } from './report-pdf.entity.js';
import { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import { qrSvg, shortLinkUrl, verifyPageUrl } from './verification-links.js';

export const REPORT_PDF_NOT_FOUND = 'report.File.Error';

/**
 * A report's PDF: certified (a new certificate whose QR code and short link lead to the verify
 * page), printed by the renderer port, stored, and handed out as a signed link that expires.
 */
@Injectable()
export class ReportPdfService {
  private readonly logger = new Logger(ReportPdfService.name);
  private readonly links: PdfLinkTokens;
  /** generations under way, so a double click or a second tab prints once */
  private readonly running = new Map<string, Promise<ReportPdfEntity>>();

  constructor(
    @InjectDataSource(REPORT_DATABASE) private readonly dataSource: DataSource,
    private readonly reports: ReportsService,
    private readonly certificates: CertificatesService,
    private readonly renderer: ReportPdfRenderer,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {
    this.links = new PdfLinkTokens(config);
  }

  /** Prints and stores the PDF of a stored report (what the report job calls once the report JSON exists). */
  generate(reportId: string, lang: Language): Promise<ReportPdfEntity> {
    const key = `${reportId}:${lang}`;
    let running = this.running.get(key);
    if (!running) {
      running = this.print(reportId, lang).finally(() => this.running.delete(key));
      this.running.set(key, running);
    }
    return running;
  }

  /** The report's PDF as stored, or printed now in `lang` when none exists yet (what the e-mail attaches). */
  async pdfOf(reportId: string, lang: Language): Promise<Buffer> {
    const stored = await this.dataSource.getRepository(ReportPdfEntity).findOneBy({ reportId });
    return (stored ?? (await this.generate(reportId, lang))).pdf;
  }

  /** GET /v2/report/pdf: a signed link once the PDF exists, else null (the client then asks for it). */
  linkFor(caller: AccessTokenClaims, applicationId: string, reportId: string): Promise<string | null> {
    return this.reports.reportOf(caller, applicationId, reportId, 'owner-or-invited', async (_report, manager) => {
      const exists = await manager.existsBy(ReportPdfEntity, { reportId });
      return exists ? `${this.config.publicUrl}/api/v2/report/pdf/file?token=${encodeURIComponent(await this.links.sign(reportId))}` : null;
    });
  }

  /** GET /v2/report/invoke-aggregated-pdf-generation: starts printing in the background unless a PDF exists. */
  requestFor(caller: AccessTokenClaims, applicationId: string, reportId: string, lang: Language): Promise<void> {
    return this.reports.reportOf(caller, applicationId, reportId, 'owner-or-invited', async (_report, manager) => {
      if (await manager.existsBy(ReportPdfEntity, { reportId })) return;
      this.generate(reportId, lang).catch((error: unknown) => this.logger.error(`PDF of report ${reportId} failed: ${String(error)}`));
    });
  }

  /** The PDF a signed link names; a forged or expired link finds nothing. */
  async file(token: string | undefined): Promise<{ reportId: string; pdf: Buffer }> {
    let reportId: string;
    try {
      reportId = await this.links.verify(token ?? '');
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
      throw error;
    }
    const stored = await this.dataSource.getRepository(ReportPdfEntity).findOneBy({ reportId });
    if (!stored) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
    return { reportId, pdf: stored.pdf };
  }

  private async print(reportId: string, lang: Language): Promise<ReportPdfEntity> {
    const stored = await this.reports.find(reportId);
    if (!stored) throw new NotFoundException(REPORT_PDF_NOT_FOUND);
    const issuedAt = new Date(stored.report.personal_details.generated_on);
    const certificate = await this.certificates.issue(stored.applicationId, Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt, { reportId, lang });
    const url = verifyPageUrl(this.config.publicUrl, lang, certificate.token);
    const pdf = await this.renderer.render({
      report: stored.report,
      lang,
      verification: { url, shortUrl: shortLinkUrl(this.config.publicUrl, certificate.certificateId), qrSvg: await qrSvg(url) },
    });
    const entity = this.dataSource.getRepository(ReportPdfEntity).create({ reportId, certificateId: certificate.certificateId, pdf });
    await this.dataSource.getRepository(ReportPdfEntity).upsert(entity, ['reportId']);
    return entity;
  }
}
