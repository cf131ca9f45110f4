import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { VerifyQrCodeResponse } from '@tenant/contracts';
import { CertificatesService } from '../services/certificates.service.js';

/** Public utility calls (no session): the report verification page (spec 2§2, 2§7). */
@ApiTags('openapis')
@Controller('v1/openapis')
export class OpenapisController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('verify-qr-code')
  @ApiQuery({ name: 'token', required: true, description: 'the token of the QR code on the report' })
  @ApiOkResponse({ description: 'certificate {applicant_name, created_at}' })
  @ApiBadRequestResponse({ description: 'no token: ReportVerification.NotVerified' })
  @ApiNotFoundResponse({ description: 'forged, expired or unknown: ReportVerification.NotVerified' })
  async verifyQrCode(@Query('token') token?: string): Promise<VerifyQrCodeResponse> {
    return { success: true, certificate: await this.certificates.verify(typeof token === 'string' ? token : undefined) };
  }
}
