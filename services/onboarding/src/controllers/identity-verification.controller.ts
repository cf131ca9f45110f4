import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { IdentityStatusResponse, StartVerificationResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { BearerAuthGuard, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { applicationIdQuerySchema } from '@tenant/validation';
import { IdentityVerificationService } from '../services/identity-verification.service.js';

@ApiTags('identity-verification')
@Controller('v1/identity-verification')
@UseGuards(BearerAuthGuard)
@ApiBearerAuth()
@ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
@ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })
@ApiNotFoundResponse({ description: 'no such application, or not the caller’s (the same answer)' })
@ApiBadGatewayResponse({ description: 'the identity provider failed' })
export class IdentityVerificationController {
  constructor(private readonly identity: IdentityVerificationService) {}

  @Get('start-verification')
  @ApiOkResponse({ description: '{success, verification_url}: open it in a new tab' })
  @ApiConflictResponse({ description: 'the applicant is already verified' })
  async start(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<StartVerificationResponse> {
    const query = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    const { verificationUrl } = await this.identity.start(caller, query.application_id);
    return { success: true, verification_url: verificationUrl };
  }

  @Get('is-identity-verified')
  @ApiOkResponse({ description: '{success, user_verified, verified_at, verification_method, tried_and_failed, pending}' })
  async status(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdentityStatusResponse> {
    const query = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    return { success: true, ...(await this.identity.status(caller, query.application_id)) };
  }
}
