import { Body, Controller, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { BearerAuthGuard, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { applicationIdQuerySchema, currentAddressSchema } from '@tenant/validation';
import { CurrentAddressService } from '../services/current-address.service.js';

@ApiTags('current-address')
@Controller('v1/current-address')
@UseGuards(BearerAuthGuard)
@ApiBearerAuth()
@ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
@ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })
@ApiNotFoundResponse({ description: 'no such application, or not the caller’s (the same answer)' })
@ApiUnprocessableEntityResponse({ description: 'invalid input: msg lists every field' })
export class CurrentAddressController {
  constructor(private readonly currentAddress: CurrentAddressService) {}

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({
    schema: { type: 'object', properties: Object.fromEntries(['country', 'street', 'houseNum', 'postcode', 'city', 'province', 'state'].map((f) => [f, { type: 'string' }])) },
  })
  @ApiOkResponse({ description: '{success, message}' })
  async submit(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @Body() body: unknown): Promise<ApiEnvelope> {
    const query = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    await this.currentAddress.submit(caller, query.application_id, validateRequest(currentAddressSchema, body ?? {}));
    return { success: true };
  }
}
