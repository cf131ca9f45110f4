import { Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ContinueLaterEmailResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, Access, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import { CONTINUE_LATER_MESSAGES, ContinueLaterService } from './continue-later.service.js';

@ApiTags('workflow')
@Controller('v1/workflow')
export class ContinueLaterController {
  constructor(private readonly continueLater: ContinueLaterService) {}

  /** 'Continue later' in the footer: a link back into the application by e-mail (spec 1§2, 1§7). */
  @Post('send-continue-later-email')
  @HttpCode(HttpStatus.OK)
  @Access('owner')
  @ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
  @ApiQuery({ name: QUERY_LANG, required: false, enum: ['en', 'it', 'de'] })
  @Answers('ContinueLaterEmailResponse', 'the e-mail was sent')
  @ApiNotFoundResponse({ description: 'no such application of the caller' })
  @ApiBadGatewayResponse({ description: 'the mail server did not take the e-mail' })
  async send(
    @CurrentUser() user: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId?: string,
    @Query(QUERY_LANG) lang?: string,
  ): Promise<ContinueLaterEmailResponse> {
    await this.continueLater.send(user, applicationId ?? '', toLanguage(lang));
    return { success: true, message: CONTINUE_LATER_MESSAGES.sent };
  }
}
