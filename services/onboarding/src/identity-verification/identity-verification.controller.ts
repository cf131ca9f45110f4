import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { IdentityStatusResponse, StartVerificationResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Access, applicationIdOf, CurrentUser, type AccessTokenClaims } from '@tenant/server-kit';
import { IdentityVerificationService } from './identity-verification.service.js';

@ApiTags('identity-verification')
@Controller('v1/identity-verification')
@Access('owner')
@ApiBadGatewayResponse({ description: 'the identity provider failed' })
export class IdentityVerificationController {
  constructor(private readonly identity: IdentityVerificationService) {}

  @Get('start-verification')
  @ApiOkResponse({ description: '{success, verification_url}: open it in a new tab' })
  @ApiConflictResponse({ description: 'the applicant is already verified' })
  async start(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<StartVerificationResponse> {
    const id = applicationIdOf(applicationId);
    const { verificationUrl } = await this.identity.start(caller, id);
    return { success: true, verification_url: verificationUrl };
  }

  @Get('is-identity-verified')
  @ApiOkResponse({ description: '{success, user_verified, verified_at, verification_method, tried_and_failed, pending}' })
  async status(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdentityStatusResponse> {
    const id = applicationIdOf(applicationId);
    return { success: true, ...(await this.identity.status(caller, id)) };
  }
}
