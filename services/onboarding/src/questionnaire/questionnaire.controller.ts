import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, QuestionnaireResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { questionnaireSubmitSchema } from '@tenant/validation';
import { QuestionnaireService } from './questionnaire.service.js';

@ApiTags('questionnaire')
@Controller('v1/questionnaire')
@Access('owner')
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
    const id = applicationIdOf(applicationId);
    const input = validateRequest(questionnaireSubmitSchema, body ?? {}, 'body', { questionCodes: await this.questionnaire.questionCodes() });
    await this.questionnaire.submit(caller, id, input);
    return { success: true, message: 'PersonalDetailsSD.Saved' };
  }
}
