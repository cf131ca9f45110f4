import { Controller, Get, Query } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { LinkApplicationsResponse, UncompleteApplicationsResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { applicationIdQuerySchema, invitationCodeQuerySchema } from '@tenant/validation';
import { ResumeService } from './resume.service.js';

@ApiTags('state')
@Controller('v1/state')
export class ResumeController {
  constructor(private readonly resume: ResumeService) {}

  @Get('uncomplete-applications')
  @Access('session')
  @ApiQuery({ name: QUERY_APPLICATION_ID, required: false, description: 'the current application, left out of the list' })
  @Answers('UncompleteApplicationsResponse', 'the caller’s applications and invitations (spec 1§3)')
  @ApiNotFoundResponse({ description: 'the current application is not the caller’s' })
  uncomplete(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<UncompleteApplicationsResponse> {
    return this.resume.uncomplete(caller, applicationId || undefined);
  }

  @Get('link-applications')
  @Access('owner')
  @ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
  @ApiQuery({ name: 'invitation_code', required: true })
  @Answers('LinkApplicationsResponse', 'access_token is a fresh session token with the caller’s grants')
  @ApiNotFoundResponse({ description: 'no such application or invitation for the caller (the same answer)' })
  @ApiGoneResponse({ description: 'the invitation was already used' })
  link(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query('invitation_code') invitationCode?: string,
  ): Promise<LinkApplicationsResponse> {
    const { application_id } = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    const { invitation_code } = validateRequest(invitationCodeQuerySchema, { invitation_code: invitationCode }, 'query');
    return this.resume.link(caller, application_id, invitation_code);
  }
}
