import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { Requester, type RequesterOrigin } from '../sign-up/requester.js';
import { ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, ReviewerApplicationsResponse, ReviewerSessionResponse } from '@tenant/contracts';
import { QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, Access, CurrentReviewer, type ReviewerClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { reviewerLoginSchema, reviewerVerifySchema } from '@tenant/validation';
import { ObjectBodyPipe } from '../sign-up/request-body.js';
import { ReviewerApplicationsService } from './reviewer-applications.service.js';
import { ReviewerLoginService } from './reviewer-login.service.js';

/** The reviewers' dashboard (spec 2§6 Reviewer): one-time-code login and the company's applications. */
@ApiTags('reviewer')
@Controller('v1/reviewer')
export class ReviewerController {
  constructor(
    private readonly login: ReviewerLoginService,
    private readonly applications: ReviewerApplicationsService,
  ) {}

  @Post('login')
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @Answers('ApiEnvelope', 'a code is on its way when the address is at a registered company’s e-mail domain (the same answer otherwise)')
  @ApiUnprocessableEntityResponse({ description: 'not an e-mail address' })
  @ApiTooManyRequestsResponse({ description: 'less than 60 s since the last code, or a rate limit is reached' })
  async requestCode(@ValidBody(reviewerLoginSchema, { before: [new ObjectBodyPipe()] }) body: SchemaValue<typeof reviewerLoginSchema>, @Requester() requester: RequesterOrigin, @Query(QUERY_LANG) lang?: string): Promise<ApiEnvelope> {
    await this.login.requestCode(body, toLanguage(lang), requester);
    return { success: true };
  }

  @Post('verify')
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @Answers('ReviewerSessionResponse', 'a reviewer session')
  @ApiUnauthorizedResponse({ description: 'wrong e-mail or code, or the code timed out' })
  @ApiUnprocessableEntityResponse({ description: 'not an e-mail and a six-digit code' })
  @ApiTooManyRequestsResponse({ description: 'Please repeat later' })
  verify(@ValidBody(reviewerVerifySchema, { before: [new ObjectBodyPipe()] }) body: SchemaValue<typeof reviewerVerifySchema>, @Requester() requester: RequesterOrigin): Promise<ReviewerSessionResponse> {
    return this.login.verify(body, requester);
  }

  @Get('applications')
  @Access('reviewer')
  @Answers('ReviewerApplicationsResponse')
  applicationsOfCompany(@CurrentReviewer() reviewer: ReviewerClaims): Promise<ReviewerApplicationsResponse> {
    return this.applications.list(reviewer);
  }
}
