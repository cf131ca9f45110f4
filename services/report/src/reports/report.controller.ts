import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReportResponse, RevokeReportResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import { ReportsService } from './reports.service.js';
import { reportIdOf } from './report-id.js';

/** The result step's report calls (spec 2§7 v2/report/*; its PDFs: pdf/report-pdf.controller.ts). */
@ApiTags('report')
@Controller('v2/report')
export class ReportController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @Access('owner')
  @Answers('ReportResponse')
  report(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ReportResponse> {
    return this.reports.latestFor(caller, applicationIdOf(applicationId));
  }

  @Post('revoke')
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @Answers('RevokeReportResponse', 'the report is withdrawn; its QR codes answer Revoked (owner only)')
  revoke(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Query('report_id') reportId?: string): Promise<RevokeReportResponse> {
    return this.reports.withdraw(caller, applicationIdOf(applicationId), reportIdOf(reportId));
  }
}
