import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, MortgageInfoResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { mortgageInfoSchema } from '@tenant/validation';
import { MortgageInfoService } from './mortgage-info.service.js';

/** POST /v1/mortgage-info/submit (spec 2§7), and the saved responses to fill the step again. */
@ApiTags('mortgage-info')
@Controller('v1/mortgage-info')
@Access('owner')
export class MortgageInfoController {
  constructor(private readonly mortgageInfo: MortgageInfoService) {}

  @Get()
  @Answers('MortgageInfoResponse', 'the saved mortgage responses, or null')
  async info(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<MortgageInfoResponse> {
    return { success: true, data: await this.mortgageInfo.infoOf(caller, applicationIdOf(applicationId)) };
  }

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ description: 'MortgageInfoRequest (libs/contracts): identifiedProperty, propertyValue, loanAmount, funds, loanPercentage, sourcesOfFund, propertyType, confirmation' })
  @Answers('ApiEnvelope', 'funds and loanPercentage are computed by the service')
  @ApiUnprocessableEntityResponse({ description: 'RequiredFields, SourceOfFunds, PropertyValue.Zero, LoanAmount.Zero, LoanAmount.EqualPropertyValue, Confirmation.Description (spec 2§5)' })
  async submit(@CurrentUser() caller: AccessTokenClaims, @ValidBody(mortgageInfoSchema) body: SchemaValue<typeof mortgageInfoSchema>, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.mortgageInfo.submit(caller, id, body);
    return { success: true, message: 'MortgageInfo.Saved' };
  }
}
