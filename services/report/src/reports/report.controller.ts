import { Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReportPdfResponse, ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { ApplicationScoped, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import type { Response } from 'express';
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
  ) {}

  @Get()
  @ApplicationScoped()
  @ApiOkResponse({ description: 'ReportResponse: {success, report, hide_report, report_id, can_download, content_withheld}' })
  report(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ReportResponse> {
    return this.reports.latestFor(caller, applicationIdOf(applicationId));
  }

  @Get('pdf')
  @ApplicationScoped()
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, pdf_link}: a signed link valid 10 minutes, or null while the PDF is not ready' })
  async pdf(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
  ): Promise<ReportPdfResponse> {
    return { success: true, pdf_link: await this.pdfs.linkFor(caller, applicationIdOf(applicationId), reportIdOf(reportId)) };
  }

  @Get('invoke-aggregated-pdf-generation')
  @ApplicationScoped()
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success}: the PDF is being printed (or already exists)' })
  async invokePdfGeneration(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<{ success: true }> {
    await this.pdfs.requestFor(caller, applicationIdOf(applicationId), reportIdOf(reportId), toLanguage(lang));
    return { success: true };
  }

  @Get('aggregated-pdf')
  @ApplicationScoped()
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, pdf_link}: as pdf, once the requested PDF is printed' })
  aggregatedPdf(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Query('report_id') reportId?: string) {
    return this.pdf(caller, applicationId, reportId);
  }

  /** The signed link itself: no session (it opens in a new tab), the token is the permission. */
  @Get('pdf/file')
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ description: 'application/pdf' })
  async pdfFile(@Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const { reportId, pdf } = await this.pdfs.file(token);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="report-${reportId}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(pdf);
  }

  @Post('revoke')
  @ApplicationScoped()
  @ApiQuery({ name: 'report_id', required: true })
  @ApiOkResponse({ description: '{success, revoked_at}: the report is withdrawn; its QR codes answer Revoked (owner only)' })
  revoke(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Query('report_id') reportId?: string): Promise<RevokeReportResponse> {
    return this.reports.withdraw(caller, applicationIdOf(applicationId), reportIdOf(reportId));
  }
}
