import { Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { ApiEnvelope } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { currentAddressSchema } from '@tenant/validation';
import { CurrentAddressService } from './current-address.service.js';

@ApiTags('current-address')
@Controller('v1/current-address')
@Access('owner')
export class CurrentAddressController {
  constructor(private readonly currentAddress: CurrentAddressService) {}

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({
    schema: { type: 'object', properties: Object.fromEntries(['country', 'street', 'houseNum', 'postcode', 'city', 'province', 'state'].map((f) => [f, { type: 'string' }])) },
  })
  @Answers('ApiEnvelope')
  async submit(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @ValidBody(currentAddressSchema) body: SchemaValue<typeof currentAddressSchema>): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.currentAddress.submit(caller, id, body);
    return { success: true };
  }
}
