import { Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReportPdfResponse, ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import type { Response } from 'express';
import { AggregatedReportPdfService } from '../pdf/aggregated-report-pdf.service.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { ReportsService } from './reports.service.js';
import { reportIdOf } from './report-id.js';

/** The result step's calls (spec 2§7 v2/report/*). */
@ApiTags('report')
@Controller('v2/report')
export class ReportController {
  constructor(
    private readonly reports: ReportsService,
    private readonly pdfs: ReportPdfService,
    private readonly aggregatedPdfs: AggregatedReportPdfService,
  ) {}

  @Get()
  @Access('owner')
  @ApiOkResponse({ description: 'ReportResponse: {success, report, hide_report, report_id, can_download, content_withheld}' })
  report(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ReportResponse> {
    return this.reports.latestFor(caller, applicationIdOf(applicationId));
  }

  @Get('pdf')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, pdf_link}: a signed link valid 10 minutes, or null while the PDF is printed (asking starts it)' })
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
  @ApiOkResponse({ description: '{success}: the aggregated PDF (the report and its linked co-applicants\' and guarantors\') is being printed, or exists' })
  async invokeAggregatedPdfGeneration(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<{ success: true }> {
    await this.aggregatedPdfs.requestFor(caller, applicationIdOf(applicationId), reportIdOf(reportId), toLanguage(lang));
    return { success: true };
  }

  @Get('aggregated-pdf')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, pdf_link}: a signed link valid 10 minutes once the aggregated PDF of the current linked reports is printed, else null' })
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
  @ApiOkResponse({ description: 'application/pdf' })
  async pdfFile(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const { reportId, pdf } = await this.pdfs.file(token);
    sendPdf(res, `report-${reportId}.pdf`, pdf);
  }

  /** The aggregated PDF's signed link: only a token of that kind opens it. */
  @Get('aggregated-pdf/file')
  @Access('signed-link')
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ description: 'application/pdf' })
  async aggregatedPdfFile(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const { reportId, pdf } = await this.aggregatedPdfs.file(token);
    sendPdf(res, `report-${reportId}-with-linked.pdf`, pdf);
  }

  @Post('revoke')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, revoked_at}: the report is withdrawn; its QR codes answer Revoked (owner only)' })
  revoke(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Query('report_id') reportId?: string): Promise<RevokeReportResponse> {
    return this.reports.withdraw(caller, applicationIdOf(applicationId), reportIdOf(reportId));
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
