import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags, ApiForbiddenResponse } from '@nestjs/swagger';
import type { VerifyPartnerSignatureResponse } from '@tenant/contracts';
import { Answers, Access, validateRequest } from '@tenant/server-kit';
import { SIGNUP_MESSAGES, partnerSignatureQuerySchema } from '@tenant/validation';
import { PartnerSignaturesService } from './partner-signatures.service.js';

@ApiTags('openapis')
@Access('partner-signature')
@Controller('v1/openapis')
export class PartnerSignatureController {
  constructor(private readonly partners: PartnerSignaturesService) {}

  /** Checks a partner's signed entry link (spec 2§4); it is used up only when the session starts. */
  @Get('verify-partner-signature')
  @ApiQuery({ name: 'sig', required: true, description: 'base64url(JSON payload).base64url(HMAC-SHA256) — see README "Partner entry"' })
  @Answers('VerifyPartnerSignatureResponse')
  @ApiForbiddenResponse({ description: 'forged, expired or malformed signature' })
  async verify(@Query('sig') sig?: string): Promise<VerifyPartnerSignatureResponse> {
    const query = validateRequest(partnerSignatureQuerySchema, { sig }, 'query');
    const verified = await this.partners.verify(query.sig);
    return { success: true, message: SIGNUP_MESSAGES.authenticated, certificate: verified.certificate, listing_id: verified.listingId };
  }
}
