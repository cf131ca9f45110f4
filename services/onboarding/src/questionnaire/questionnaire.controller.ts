import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, QuestionnaireResponse } from '@tenant/contracts';
import { DEFAULT_REGION, HEADER_REGION, QUERY_APPLICATION_ID, isRegion, type Region } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { questionnaireSubmitSchema } from '@tenant/validation';
import { QuestionnaireService } from './questionnaire.service.js';

/** The market whose questions apply (the region header every call carries); Italy when absent. */
const marketOf = (region: string | undefined): Region => (isRegion(region) ? region : DEFAULT_REGION);

@ApiTags('questionnaire')
@ApiHeader({ name: HEADER_REGION, required: false, description: 'it (default) or de: the market whose questions are asked' })
@Controller('v1/questionnaire')
@Access('owner')
export class QuestionnaireController {
  constructor(private readonly questionnaire: QuestionnaireService) {}

  @Get()
  @Answers('QuestionnaireResponse', 'questions as translation keys with params, and the saved answers')
  async state(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string, @Headers(HEADER_REGION) region?: string): Promise<QuestionnaireResponse> {
    return { success: true, ...(await this.questionnaire.stateOf(caller, applicationIdOf(applicationId), marketOf(region))) };
  }

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ description: '{questionnaire: [{question, response: YES|NO|PNTS, details}], sincerityAccepted, creditAgencyConsent}' })
  @Answers('ApiEnvelope')
  @ApiUnprocessableEntityResponse({ description: 'Missingcheck, Acceptance or details of a Yes to an adverse question missing (spec 1§5)' })
  async submit(
    @CurrentUser() caller: AccessTokenClaims,
    @Body() body: unknown,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Headers(HEADER_REGION) region?: string,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(questionnaireSubmitSchema, body ?? {}, 'body', { questionCodes: await this.questionnaire.questionCodes(marketOf(region)) });
    await this.questionnaire.submit(caller, id, input);
    return { success: true, message: 'PersonalDetailsSD.Saved' };
  }
}
