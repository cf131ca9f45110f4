import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DocumentListResponse, SupportedDocumentsResponse, UploadDoneTimeResponse, ValidateDocumentsResponse } from '@tenant/contracts';
import { DEFAULT_REGION, HEADER_APPLICATION_TYPE, HEADER_REGION, isRegion, QUERY_APPLICATION_ID, toApplicationType, type EmploymentStatus } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { supportedDocumentsQuerySchema } from '@tenant/validation';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { IncomeCheckService } from './income-check.service.js';
import { incomeCheckFieldsFor } from './supported-documents.js';

/** The income-check step's calls (spec 2§7 v2/income-check/*), and the document list the screens poll. */
@ApiTags('income-check')
@Controller('v2/income-check')
@Access('owner')
@ApiHeader({ name: HEADER_REGION, required: false, description: 'it (default) or de' })
export class IncomeCheckController {
  constructor(
    private readonly incomeCheck: IncomeCheckService,
    private readonly access: ApplicationAccessService,
  ) {}

  @Get('documents')
  @Answers('DocumentListResponse', 'polled every 2 s while documents are parsed')
  documents(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<DocumentListResponse> {
    return this.incomeCheck.documents(caller, applicationIdOf(applicationId));
  }

  @Get('validate-documents')
  @ApiHeader({ name: HEADER_APPLICATION_TYPE, required: false })
  @Answers('ValidateDocumentsResponse')
  validate(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
    @Headers(HEADER_APPLICATION_TYPE) applicationType: string | undefined,
  ): Promise<ValidateDocumentsResponse> {
    return this.incomeCheck.validate(caller, applicationIdOf(applicationId), isRegion(region) ? region : DEFAULT_REGION, toApplicationType(applicationType));
  }

  @Get('set-upload-done-time')
  @Answers('UploadDoneTimeResponse', 'rapid applications')
  setUploadDoneTime(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<UploadDoneTimeResponse> {
    return this.incomeCheck.setUploadDoneTime(caller, applicationIdOf(applicationId));
  }

  @Get('supported-documents')
  @ApiQuery({ name: 'occupation', required: true })
  @Answers('SupportedDocumentsResponse')
  async supportedDocuments(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('occupation') occupation: string | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
  ): Promise<SupportedDocumentsResponse> {
    const id = applicationIdOf(applicationId);
    const query = validateRequest(supportedDocumentsQuerySchema, { occupation }, 'query');
    await this.access.withApplication(caller, id, () => Promise.resolve());
    return { success: true, supported_documents: incomeCheckFieldsFor(query.occupation as EmploymentStatus, isRegion(region) ? region : DEFAULT_REGION) };
  }
}
