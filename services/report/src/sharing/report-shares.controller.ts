import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiGoneResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ReportSharesResponse, ShareReportResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, ValidBody, type AccessTokenClaims, type SchemaValue } from '@tenant/server-kit';
import { reportShareSchema } from '@tenant/validation';
import { reportIdOf } from '../reports/report-id.js';
import { ReportSharesService } from './report-shares.service.js';

/** The Result step's sharing of a verified summary with a landlord or company (owner only). */
@ApiTags('report')
@Controller('v2/report/shares')
export class ReportSharesController {
  constructor(private readonly shares: ReportSharesService) {}

  @Get()
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @Answers('ReportSharesResponse', 'every summary shared from the report, newest first')
  async list(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Query('report_id') reportId?: string): Promise<ReportSharesResponse> {
    return { success: true, shares: await this.shares.list(caller, applicationIdOf(applicationId), reportIdOf(reportId)) };
  }

  @Post()
  @Access('owner')
  @ApiQuery({ name: 'report_id', required: true })
  @ApiBody({ description: 'ShareReportRequest: {recipient_email, recipient_name?, disclose_figures, lang, consent: true}' })
  @Answers('ShareReportResponse', 'consent recorded; the summary is e-mailed to the recipient', HttpStatus.CREATED)
  @ApiGoneResponse({ description: 'the report was withdrawn: Report.Share.Error.Withdrawn' })
  async share(
    @CurrentUser() caller: AccessTokenClaims,
    @ValidBody(reportShareSchema) input: SchemaValue<typeof reportShareSchema>,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('report_id') reportId?: string,
  ): Promise<ShareReportResponse> {
    const application = applicationIdOf(applicationId);
    const report = reportIdOf(reportId);
    return { success: true, share: await this.shares.share(caller, application, report, input) };
  }

  @Post(':shareId/revoke')
  @HttpCode(200)
  @Access('owner')
  @Answers('ShareReportResponse', 'the share is withdrawn; its link answers Revoked')
  async revoke(@CurrentUser() caller: AccessTokenClaims, @Param('shareId') shareId: string, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ShareReportResponse> {
    return { success: true, share: await this.shares.revoke(caller, applicationIdOf(applicationId), shareId) };
  }
}
