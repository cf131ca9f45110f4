import { Controller, Get, Headers, HttpCode, HttpStatus, Ip, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, ConfirmationResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { confirmationSchema } from '@tenant/validation';
import { ConfirmationService } from './confirmation.service.js';

/**
 * The confirmation step's calls. The spec names none (2§7 lists no call for this step); these follow its
 * style: GET the saved state, POST submit with the {success, message} envelope.
 */
@ApiTags('confirmation')
@Controller('v1/confirmation')
@Access('owner')
export class ConfirmationController {
  constructor(private readonly confirmation: ConfirmationService) {}

  @Get()
  @Answers('ConfirmationResponse')
  async state(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<ConfirmationResponse> {
    return { success: true, ...(await this.confirmation.stateOf(caller, applicationIdOf(applicationId))) };
  }

  @Post('submit')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { confirmation: { type: 'boolean', enum: [true] } }, required: ['confirmation'] } })
  @Answers('ApiEnvelope', 'the declaration is recorded with its time and client address')
  @ApiUnprocessableEntityResponse({ description: 'Confirmation.Description: the box was not ticked (spec 2§5)' })
  async submit(
    @CurrentUser() caller: AccessTokenClaims,
    @ValidBody(confirmationSchema) body: SchemaValue<typeof confirmationSchema>,
    @Ip() clientIp: string | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.confirmation.declare(caller, id, { lang: toLanguage(lang), clientIp, userAgent });
    return { success: true, message: 'Confirmation.Saved' };
  }
}
