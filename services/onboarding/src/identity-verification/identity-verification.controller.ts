import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { IdentityStatusResponse, StartVerificationResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import { IdentityVerificationService } from './identity-verification.service.js';

@ApiTags('identity-verification')
@Controller('v1/identity-verification')
@Access('owner')
@ApiBadGatewayResponse({ description: 'the identity provider failed' })
export class IdentityVerificationController {
  constructor(private readonly identity: IdentityVerificationService) {}

  @Get('start-verification')
  @Answers('StartVerificationResponse', 'open it in a new tab')
  @ApiConflictResponse({ description: 'the applicant is already verified' })
  async start(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<StartVerificationResponse> {
    const id = applicationIdOf(applicationId);
    const { verificationUrl } = await this.identity.start(caller, id);
    return { success: true, verification_url: verificationUrl };
  }

  @Get('is-identity-verified')
  @Answers('IdentityStatusResponse')
  async status(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdentityStatusResponse> {
    const id = applicationIdOf(applicationId);
    return { success: true, ...(await this.identity.status(caller, id)) };
  }
}
