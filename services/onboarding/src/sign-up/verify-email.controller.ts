import { Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { Requester, type RequesterOrigin } from './requester.js';
import { ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, VerifyEmailResponse } from '@tenant/contracts';
import { QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, Access, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { resendCodeSchema, verifyEmailSubmitSchema } from '@tenant/validation';
import { EmailVerificationService } from './email-verification.service.js';
import { ObjectBodyPipe } from './request-body.js';

@ApiTags('verify-email')
@Access('public')
@Controller('v1/verify-email')
export class VerifyEmailController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @Answers('VerifyEmailResponse')
  @ApiUnauthorizedResponse({ description: 'wrong e-mail or code, or the code timed out' })
  @ApiUnprocessableEntityResponse({ description: 'not an e-mail and a six-digit code' })
  @ApiTooManyRequestsResponse({ description: 'Please repeat later' })
  submit(@ValidBody(verifyEmailSubmitSchema, { before: [new ObjectBodyPipe()] }) body: SchemaValue<typeof verifyEmailSubmitSchema>, @Requester() requester: RequesterOrigin): Promise<VerifyEmailResponse> {
    return this.verification.submit(body, requester);
  }

  @Post('resend-code')
  @HttpCode(HttpStatus.OK)
  @Answers('ApiEnvelope', 'a new code is on its way when a sign-up is pending for the address')
  @ApiTooManyRequestsResponse({ description: 'less than 60 s since the last code, or a rate limit is reached' })
  async resendCode(@ValidBody(resendCodeSchema, { before: [new ObjectBodyPipe()] }) body: SchemaValue<typeof resendCodeSchema>, @Requester() requester: RequesterOrigin, @Query(QUERY_LANG) lang?: string): Promise<ApiEnvelope> {
    await this.verification.resend(body, toLanguage(lang), requester);
    return { success: true };
  }
}
