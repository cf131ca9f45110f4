import { Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { householdSizeSchema, nationalitySchema, personalDetailsAllSchema, personalDetailsBasicSchema } from '@tenant/validation';
import { PersonalDetailsService } from './personal-details.service.js';

const textField = { type: 'string' } as const;

/** POST /api/v1/personal-details/submit: household size and employment status (spec 1§7, v1). */
@ApiTags('personal-details')
@Controller('v1/personal-details')
@Access('owner')
export class PersonalDetailsV1Controller {
  constructor(private readonly personalDetails: PersonalDetailsService) {}

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { numMembers: { type: 'string', example: '1,0' }, employmentStatus: textField }, required: ['numMembers', 'employmentStatus'] } })
  @Answers('ApiEnvelope')
  async submit(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @ValidBody(householdSizeSchema) body: SchemaValue<typeof householdSizeSchema>): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.personalDetails.submitHouseholdSize(caller, id, body);
    return { success: true };
  }
}

/** POST /api/v2/personal-details/submit, /submit/all and /submit/nationality (spec 1§7). */
@ApiTags('personal-details')
@Controller('v2/personal-details')
@Access('owner')
@ApiUnprocessableEntityResponse({ description: 'invalid input: msg lists every field (the whole list is shown, spec 1§8)' })
export class PersonalDetailsController {
  constructor(private readonly personalDetails: PersonalDetailsService) {}

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { fiscalCode: textField, nationality: textField, dateOfBirth: { type: 'string', example: '12/03/1990' }, placeOfBirth: textField } } })
  @Answers('ApiEnvelope', 'sub-step 1 saved')
  async submit(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @ValidBody(personalDetailsBasicSchema) body: SchemaValue<typeof personalDetailsBasicSchema>): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.personalDetails.submitBasic(caller, id, body);
    return { success: true };
  }

  @Post('submit/all')
  @HttpCode(HttpStatus.OK)
  @ApiBody({
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        ['fiscalCode', 'nationality', 'dateOfBirth', 'placeOfBirth', 'country', 'street', 'houseNum', 'city', 'postcode', 'province', 'state'].map((f) => [f, textField]),
      ),
    },
  })
  @Answers('ApiEnvelope', 'the whole step saved')
  async submitAll(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @ValidBody(personalDetailsAllSchema) body: SchemaValue<typeof personalDetailsAllSchema>): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.personalDetails.submitAll(caller, id, body);
    return { success: true };
  }

  @Post('submit/nationality')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { nationality: textField }, required: ['nationality'] } })
  @Answers('ApiEnvelope')
  async submitNationality(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @ValidBody(nationalitySchema) body: SchemaValue<typeof nationalitySchema>,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.personalDetails.submitNationality(caller, id, body);
    return { success: true };
  }
}
