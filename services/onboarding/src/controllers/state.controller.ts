import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiUnauthorizedResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, StateResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { BearerAuthGuard, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { applicationIdQuerySchema, updateStepSchema } from '@tenant/validation';
import { ApplicationStateService } from '../services/application-state.service.js';

@ApiTags('state')
@Controller('v1/state')
@UseGuards(BearerAuthGuard)
@ApiBearerAuth()
@ApiQuery({ name: QUERY_APPLICATION_ID, required: true })
@ApiUnauthorizedResponse({ description: 'missing, invalid or expired token' })
@ApiNotFoundResponse({ description: 'no such application, or not the caller’s (the same answer)' })
@ApiUnprocessableEntityResponse({ description: 'invalid input' })
export class StateController {
  constructor(private readonly states: ApplicationStateService) {}

  @Get()
  @ApiOkResponse({ description: 'StateResponse: user, application, documents, step, step_router (spec 1§7)' })
  async state(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<StateResponse> {
    const query = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    return { success: true, ...(await this.states.stateOf(caller, query.application_id)) };
  }

  @Post('update-step')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { step: { type: 'integer' }, step_router: { type: 'string' } }, required: ['step', 'step_router'] } })
  @ApiOkResponse({ description: 'the step is saved' })
  async updateStep(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Body() body: unknown,
  ): Promise<ApiEnvelope> {
    const query = validateRequest(applicationIdQuerySchema, { application_id: applicationId }, 'query');
    const input = validateRequest(updateStepSchema, body ?? {});
    await this.states.updateStep(caller, query.application_id, input);
    return { success: true };
  }
}
