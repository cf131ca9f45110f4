import { Controller, Get, Query } from '@nestjs/common';
import { ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { InvitationPublicInfoResponse } from '@tenant/contracts';
import { validateRequest } from '@tenant/server-kit';
import { invitationCodeQuerySchema } from '@tenant/validation';
import { InvitationsService } from '../services/invitations.service.js';

@ApiTags('signup')
@Controller('v1/signup')
export class SignupController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Public: the invited person has no session yet (spec 1§4 Invitation). */
  @Get('invitation-public-info')
  @ApiQuery({ name: 'invitation_code', required: true })
  @ApiOkResponse({ description: '{success, data: {applicant_role, email}}' })
  @ApiNotFoundResponse({ description: 'unknown code' })
  @ApiGoneResponse({ description: 'the invitation was already used' })
  async invitationPublicInfo(@Query('invitation_code') invitationCode?: string): Promise<InvitationPublicInfoResponse> {
    const query = validateRequest(invitationCodeQuerySchema, { invitation_code: invitationCode }, 'query');
    return { success: true, data: await this.invitations.publicInfo(query.invitation_code) };
  }
}
