import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiForbiddenResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { AdditionalDetailsResponse, ApiEnvelope } from '@tenant/contracts';
import { ADDITIONAL_DETAILS_SETTINGS, HEADER_APPLICATION_TYPE, QUERY_APPLICATION_ID, QUERY_LANG, toApplicationType, toLanguage } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { additionalDetailsSchema, employedAdditionalSchema, otherIncomesSchema } from '@tenant/validation';
import { HouseholdService } from './household.service.js';

/** The additional-details calls of spec 1§7 (household, tenancy, contract, other incomes). */
@ApiTags('personal-details')
@Controller('v2/personal-details')
@Access('owner')
@ApiUnprocessableEntityResponse({ description: 'msg list of the failing rules (spec 1§5, 1§8)' })
export class AdditionalDetailsController {
  constructor(private readonly household: HouseholdService) {}

  @Get('additional')
  @Answers('AdditionalDetailsResponse', 'the saved additional details, or null')
  async additional(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<AdditionalDetailsResponse> {
    return { success: true, data: await this.household.additionalOf(caller, applicationIdOf(applicationId)) };
  }

  @Post('submit/additional')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ description: 'AdditionalDetailsRequest (libs/contracts), labels in English' })
  @Answers('ApiEnvelope')
  @ApiForbiddenResponse({ description: 'guarantors skip this step' })
  async submitAdditional(
    @CurrentUser() caller: AccessTokenClaims,
    @Body() body: unknown,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query(QUERY_LANG) lang?: string,
    @Headers(HEADER_APPLICATION_TYPE) applicationType?: string,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    const request = { lang: toLanguage(lang), applicationType: toApplicationType(applicationType) };
    // The rules name the applicant (who may not list themselves), so access is checked before the body.
    const context = await this.household.additionalDetailsContext(caller, id, request);
    await this.household.submitAdditional(caller, id, validateRequest(additionalDetailsSchema, body ?? {}, 'body', context), request);
    return { success: true, message: 'AdditionalDetails.Saved' };
  }

  @Post('submit/employed-additional')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { typeOfContract: { type: 'string' }, paychecksPerYear: { type: 'integer' } } } })
  @Answers('ApiEnvelope')
  async submitEmployedAdditional(@CurrentUser() caller: AccessTokenClaims, @ValidBody(employedAdditionalSchema) body: SchemaValue<typeof employedAdditionalSchema>, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.household.submitEmployedAdditional(caller, id, body);
    return { success: true };
  }

  @Post('submit/other-incomes')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { otherIncomes: { type: 'string', description: 'comma-joined options' } } } })
  @Answers('ApiEnvelope')
  async submitOtherIncomes(@CurrentUser() caller: AccessTokenClaims, @ValidBody(otherIncomesSchema, { context: { otherIncomeOptions: ADDITIONAL_DETAILS_SETTINGS.otherIncomeOptions } }) input: SchemaValue<typeof otherIncomesSchema>, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.household.submitOtherIncomes(caller, id, input);
    return { success: true };
  }
}
