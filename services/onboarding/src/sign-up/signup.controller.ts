import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { Requester, type RequesterOrigin } from './requester.js';
import {
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { ApiEnvelope, InvitationPublicInfoResponse, SignupAttemptResponse, SignupSubmitResponse } from '@tenant/contracts';
import { HEADER_APPLICATION_TYPE, QUERY_APPLICATION_ID, QUERY_LANG, toApplicationType, toLanguage } from '@tenant/domain';
import { Answers, Access, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { deleteApplicationQuerySchema, invitationCodeQuerySchema, signupSubmitSchema } from '@tenant/validation';
import { InvitationsService } from '../applications/invitations.service.js';
import { requireObjectBody } from './request-body.js';
import { SignupService } from './signup.service.js';

@ApiTags('signup')
@Controller('v1/signup')
export class SignupController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly signup: SignupService,
  ) {}

  /** Public: the invited person has no session yet (spec 1§4 Invitation). */
  @Get('invitation-public-info')
  @Access('public')
  @ApiQuery({ name: 'invitation_code', required: true })
  @Answers('InvitationPublicInfoResponse')
  @ApiNotFoundResponse({ description: 'unknown code' })
  @ApiGoneResponse({ description: 'the invitation was already used' })
  async invitationPublicInfo(@Query('invitation_code') invitationCode?: string): Promise<InvitationPublicInfoResponse> {
    const query = validateRequest(invitationCodeQuerySchema, { invitation_code: invitationCode }, 'query');
    return { success: true, data: await this.invitations.publicInfo(query.invitation_code) };
  }

  /** Checks the sign-up form as the server will take it; every failing field in the 422 list. */
  @Post('attempt')
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @Answers('SignupAttemptResponse', 'the sign-up can be submitted')
  @ApiUnprocessableEntityResponse({ description: 'msg list with every invalid field (spec 1§8)' })
  @ApiNotFoundResponse({ description: 'unknown invitation, or not for this e-mail' })
  @ApiGoneResponse({ description: 'the invitation was already used' })
  @ApiConflictResponse({ description: 'the invitation is the applicant’s own application' })
  attempt(@Body() body: unknown, @Headers(HEADER_APPLICATION_TYPE) applicationType?: string): Promise<SignupAttemptResponse> {
    return this.signup.attempt(validateRequest(signupSubmitSchema, requireObjectBody(body), 'body', { applicationType: toApplicationType(applicationType) }));
  }

  /** Creates the application (or reuses the resume link's), uses the invitation, mails the e-mail code. */
  @Post('submit')
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @Answers('SignupSubmitResponse')
  @ApiUnprocessableEntityResponse({ description: 'msg list with every invalid field' })
  @ApiTooManyRequestsResponse({ description: 'a code was sent less than 60 s ago, or a rate limit is reached' })
  submit(
    @Body() body: unknown,
    @Requester() requester: RequesterOrigin,
    @Headers(HEADER_APPLICATION_TYPE) applicationType?: string,
    @Query(QUERY_LANG) lang?: string,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
  ): Promise<SignupSubmitResponse> {
    const input = requireObjectBody(body);
    const context = { applicationType: toApplicationType(applicationType), lang: toLanguage(lang), requester, applicationId };
    const data = validateRequest(signupSubmitSchema, input, 'body', { applicationType: context.applicationType });
    return this.signup.submit(data, { ...context, sig: typeof input.sig === 'string' ? input.sig : undefined });
  }

  /** Drops the caller's own application (resuming an earlier one replaces the current one, spec 1§4). */
  @Post('delete-application')
  @HttpCode(HttpStatus.OK)
  @Access('session')
  @ApiQuery({ name: 'delete_application_id', required: true })
  @Answers('ApiEnvelope')
  @ApiNotFoundResponse({ description: 'no such application, or not the caller’s own (the same answer)' })
  async deleteApplication(@CurrentUser() caller: AccessTokenClaims, @Query('delete_application_id') deleteApplicationId?: string): Promise<ApiEnvelope> {
    const query = validateRequest(deleteApplicationQuerySchema, { delete_application_id: deleteApplicationId }, 'query');
    await this.signup.deleteApplication(caller, query.delete_application_id);
    return { success: true };
  }
}
