import { Controller, Get, Header, Headers, Query, UnprocessableEntityException } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { OccupationsResponse, WorkflowResponse } from '@tenant/contracts';
import { APPLICANT_ROLES, APPLICATION_TYPES, EMPLOYMENT_STATUSES, HEADER_APPLICATION_TYPE, HEADER_OCCUPATION } from '@tenant/domain';
import { Answers, Access, validateRequest, type JsonText } from '@tenant/server-kit';
import { VALIDATION_MESSAGES, occupationsQuerySchema, workflowRequestSchema } from '@tenant/validation';
import { WorkflowCatalogService } from './workflow-catalog.service.js';

@ApiTags('workflow')
@Access('public')
@Controller('v1/workflow')
export class WorkflowController {
  constructor(private readonly catalog: WorkflowCatalogService) {}

  @Get('occupations')
  @ApiQuery({ name: 'role', required: false, enum: APPLICANT_ROLES })
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Answers('OccupationsResponse', 'the occupations of the role (spec 1§3)')
  @ApiUnprocessableEntityResponse({ description: 'unknown role' })
  async occupations(@Query('role') role?: string): Promise<JsonText<OccupationsResponse>> {
    const query = validateRequest(occupationsQuerySchema, { role: role || undefined }, 'query');
    // Pre-serialised: this is the landing page's call and must stay cheap under load.
    return this.catalog.occupationsJson(query.role);
  }

  @Get()
  @ApiHeader({ name: HEADER_OCCUPATION, required: true, enum: EMPLOYMENT_STATUSES })
  @ApiHeader({ name: HEADER_APPLICATION_TYPE, required: false, enum: APPLICATION_TYPES })
  @Answers('WorkflowResponse', 'spec 1§7')
  @ApiUnprocessableEntityResponse({ description: 'unknown occupation or application type' })
  async workflow(
    @Headers(HEADER_OCCUPATION) occupation?: string,
    @Headers(HEADER_APPLICATION_TYPE) applicationType?: string,
  ): Promise<WorkflowResponse> {
    const request = validateRequest(
      workflowRequestSchema,
      { occupation, applicationType: applicationType || undefined },
      'header',
    );
    const workflow = await this.catalog.workflow(request.occupation, request.applicationType);
    if (!workflow) throw new UnprocessableEntityException(VALIDATION_MESSAGES.unknownOccupation);
    return workflow;
  }
}
