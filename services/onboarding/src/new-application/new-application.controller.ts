import { Controller, Get, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { CreateNewAppResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import { NewApplicationService } from './new-application.service.js';

/**
 * The result step's "start new application" (spec 2§7 `v2/report/create-new-app`). It lives under the
 * report's path because the spec puts it there, and here because onboarding owns applications: the
 * composed API routes by path, and a split deployment sends this one path to onboarding.
 */
@ApiTags('report')
@Controller('v2/report')
export class NewApplicationController {
  constructor(private readonly newApplications: NewApplicationService) {}

  @Get('create-new-app')
  @Access('owner')
  @Answers('CreateNewAppResponse', 'a new application of the caller, at the income check, and a session token that grants it')
  @ApiConflictResponse({ description: 'not a rapid application: Report.Error.NewApplicationRapidOnly' })
  async createNewApp(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<CreateNewAppResponse> {
    const created = await this.newApplications.startAfter(caller, applicationIdOf(applicationId));
    return { success: true, application_id: created.applicationId, access_token: created.accessToken };
  }
}
