import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiGoneResponse, ApiNotFoundResponse, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ReportSummaryResponse, ShortCodeResponse, VerifyQrCodeResponse } from '@tenant/contracts';
import { toLanguage } from '@tenant/domain';
import { Answers, AnswersRedirect, Access, SERVER_CONFIG, validateRequest, type ServerConfig } from '@tenant/server-kit';
import { reportShortCodeSchema } from '@tenant/validation';
import type { Response } from 'express';
import { verifyPageUrl } from '../pdf/verification-links.js';
import { ReportVerificationService } from './report-verification.service.js';

/** Public utility calls (no session): the report verification page (spec 2§2, 2§7). */
@ApiTags('openapis')
@Controller('v1/openapis')
export class OpenapisController {
  constructor(
    private readonly verification: ReportVerificationService,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
  ) {}

  @Get('verify-qr-code')
  @Access('signed-link')
  @ApiQuery({ name: 'token', required: true, description: 'the token of the QR code on the report' })
  @Answers('VerifyQrCodeResponse')
  @ApiBadRequestResponse({ description: 'no token: ReportVerification.NotVerified' })
  @ApiNotFoundResponse({ description: 'forged or unknown: ReportVerification.NotVerified' })
  @ApiGoneResponse({ description: 'genuine but expired (ReportVerification.Expired) or withdrawn (ReportVerification.Revoked)' })
  async verifyQrCode(@Query('token') token?: string): Promise<VerifyQrCodeResponse> {
    return { success: true, certificate: await this.verification.certificateOf(typeof token === 'string' ? token : undefined) };
  }

  /** A verified summary for landlords and partners (bands; figures only where the applicant disclosed them), for the same token as verify-qr-code. */
  @Get('report-summary')
  @Access('signed-link')
  @ApiQuery({ name: 'token', required: true, description: 'the token of the QR code on the report' })
  @Answers('ReportSummaryResponse')
  @ApiNotFoundResponse({ description: 'forged or unknown: ReportVerification.NotVerified' })
  @ApiGoneResponse({ description: 'expired or withdrawn' })
  async reportSummary(@Query('token') token?: string): Promise<ReportSummaryResponse> {
    return { success: true, summary: await this.verification.summaryOf(typeof token === 'string' ? token : undefined) };
  }

  /** The verify page's short-code field (README "Versions"): the token the short code printed under a QR code stands for. */
  @Get('short-code')
  @Access('signed-link')
  @ApiQuery({ name: 'code', required: true, description: 'the 22 characters printed after /r/ under the QR code' })
  @Answers('ShortCodeResponse', 'the token to verify with verify-qr-code')
  @ApiUnprocessableEntityResponse({ description: 'not a short code: ReportVerification.HowTo.Invalid' })
  @ApiNotFoundResponse({ description: 'no such certificate: ReportVerification.NotVerified' })
  async shortCode(@Query('code') code?: string): Promise<ShortCodeResponse> {
    const input = validateRequest(reportShortCodeSchema, { code }, 'query');
    return { success: true, token: (await this.verification.tokenOfCode(input.code)).token };
  }

  /** The short link printed on a PDF: to the verify page, in the PDF's language, with a fresh token. */
  @Get('r/:code')
  @Access('signed-link')
  @AnswersRedirect('to /{lang}/verify-report?token=')
  @ApiNotFoundResponse({ description: 'no such certificate: ReportVerification.NotVerified' })
  async shortLink(@Param('code') code: string, @Res() res: Response): Promise<void> {
    const found = await this.verification.tokenOfCode(code);
    res.redirect(302, verifyPageUrl(this.config.publicUrl, toLanguage(found.lang), found.token));
  }
}
