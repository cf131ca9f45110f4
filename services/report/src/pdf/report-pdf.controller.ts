import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ApiEnvelope, ReportPdfResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, AnswersContent, Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import type { Response } from 'express';
import { reportIdOf } from '../reports/report-id.js';
import { AggregatedReportPdfService } from './aggregated-report-pdf.service.js';
import { ReportPdfService } from './report-pdf.service.js';

/** The result step's PDF calls (spec 2§7 v2/report/pdf, aggregated-pdf and their signed links). */
@ApiTags('report')
@Controller('v2/report')
export class ReportPdfController {
  constructor(
    private readonly pdfs: ReportPdfService,
    private readonly aggregatedPdfs: AggregatedReportPdfService,
  ) {}

  @Get('pdf')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @Answers('ReportPdfResponse', 'a signed link valid 10 minutes, or null while the PDF is printed (asking starts it)')
  async pdf(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<ReportPdfResponse> {
    return { success: true, pdf_link: await this.pdfs.linkFor(caller, applicationIdOf(applicationId), reportIdOf(reportId), toLanguage(lang)) };
  }

  @Get('invoke-aggregated-pdf-generation')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @Answers('ApiEnvelope', 'the aggregated PDF (the report and its linked co-applicants\' and guarantors\') is being printed, or exists')
  async invokeAggregatedPdfGeneration(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<ApiEnvelope> {
    await this.aggregatedPdfs.requestFor(caller, applicationIdOf(applicationId), reportIdOf(reportId), toLanguage(lang));
    return { success: true };
  }

  @Get('aggregated-pdf')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @Answers('ReportPdfResponse', 'a signed link valid 10 minutes once the aggregated PDF of the current linked reports is printed, else null')
  async aggregatedPdf(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
  ): Promise<ReportPdfResponse> {
    return { success: true, pdf_link: await this.aggregatedPdfs.linkFor(caller, applicationIdOf(applicationId), reportIdOf(reportId)) };
  }

  /** The signed link itself: no session (it opens in a new tab), the token is the permission. */
  @Get('pdf/file')
  @Access('signed-link')
  @ApiQuery({ name: 'token', required: true })
  @AnswersContent(['application/pdf'], 'the report’s PDF, shown in the tab')
  async pdfFile(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const { reportId, pdf } = await this.pdfs.file(token);
    sendPdf(res, `report-${reportId}.pdf`, pdf);
  }

  /** The aggregated PDF's signed link: only a token of that kind opens it. */
  @Get('aggregated-pdf/file')
  @Access('signed-link')
  @ApiQuery({ name: 'token', required: true })
  @AnswersContent(['application/pdf'], 'the aggregated PDF, shown in the tab')
  async aggregatedPdfFile(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const { reportId, pdf } = await this.aggregatedPdfs.file(token);
    sendPdf(res, `report-${reportId}-with-linked.pdf`, pdf);
  }
}

/** A PDF shown in the browser's tab, never cached (a signed link is short-lived by design). */
const sendPdf = (res: Response, filename: string, pdf: Buffer): void => {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(pdf);
};
