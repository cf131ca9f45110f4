import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, QuestionnaireResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { BearerAuthGuard, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { applicationIdQuerySchema } from '@tenant/validation';
import { QuestionnaireService } from '../services/questionnaire.service.js';

const applicationIdOf = (applicationId: string | undefined) =>
  validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query').application_id;

@ApiTags('questionnaire')
@Controller('v1/questionnaire')
@UseGuards(BearerAuthGuard)
@ApiBearerAuth()
@ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
@ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })
@ApiNotFoundResponse({ description: 'no such application, or not the caller’s (the same answer)' })
export class QuestionnaireController {
  constructor(private readonly questionnaire: QuestionnaireService) {}

  @Get()
  @ApiOkResponse({ description: 'QuestionnaireResponse: questions (translation keys with params) and saved answers' })
  async state(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<QuestionnaireResponse> {
    return { success: true, ...(await this.questionnaire.stateOf(caller, applicationIdOf(applicationId))) };
  }

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ description: '{questionnaire: [{question, response: YES|NO|PNTS, details}], sincerityAccepted, creditAgencyConsent}' })
  @ApiOkResponse({ description: '{success, message}' })
  @ApiUnprocessableEntityResponse({ description: 'Missingcheck, Acceptance or details of a Yes missing (spec 1§5)' })
  async submit(@CurrentUser() caller: AccessTokenClaims, @Body() body: unknown, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ApiEnvelope> {
    await this.questionnaire.submit(caller, applicationIdOf(applicationId), body);
    return { success: true, message: 'PersonalDetailsSD.Saved' };
  }
}
