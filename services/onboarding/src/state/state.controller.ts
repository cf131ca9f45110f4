import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { ApiEnvelope, StateResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { updateStepSchema } from '@tenant/validation';
import { ApplicationStateService } from './application-state.service.js';

@ApiTags('state')
@Controller('v1/state')
@Access('owner')
export class StateController {
  constructor(private readonly states: ApplicationStateService) {}

  @Get()
  @Answers('StateResponse', 'spec 1§7')
  async state(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<StateResponse> {
    const id = applicationIdOf(applicationId);
    return { success: true, ...(await this.states.stateOf(caller, id)) };
  }

  @Post('update-step')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: { type: 'object', properties: { step: { type: 'integer' }, step_router: { type: 'string' } }, required: ['step', 'step_router'] } })
  @Answers('ApiEnvelope', 'the step is saved')
  async updateStep(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @ValidBody(updateStepSchema) input: SchemaValue<typeof updateStepSchema>,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    await this.states.updateStep(caller, id, input);
    return { success: true };
  }
}
