import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, UnprocessableEntityException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { DocumentUploadResponse, FiscalResultResponse, IdDocumentsResponse, OtherDocumentDeleteResponse } from '@tenant/contracts';
import { DOCUMENT_TYPES, QUERY_APPLICATION_ID } from '@tenant/domain';
import { ApplicationScoped, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { DOCUMENT_FIELD_MESSAGES, otherDocumentUploadSchema } from '@tenant/validation';
import { DocumentQueryCall, documentRequestOf } from '../documents/document-request.js';
import { toParseResults, toUploadedDocument } from '../documents/document.mapper.js';
import { DocumentsService } from '../documents/documents.service.js';
import { UploadFileInterceptor, type UploadFile } from '../documents/upload-file.interceptor.js';

/** upload-fiscal takes only these (spec 2§7). */
const FISCAL_TYPES = ['fiscal_doc', 'cud'];

/**
 * Every document but bank statements (spec 2§7 other-documents/*), identity documents of the
 * personal-details step included: one documents pipeline. Verdicts on the whole application
 * (missing_documents, global_error) come from validate-documents; these calls answer about the file.
 */
@ApiTags('other-documents')
@Controller('v1/other-documents')
@ApplicationScoped()
export class OtherDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('upload')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(UploadFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary' },
        type: { type: 'string', enum: DOCUMENT_TYPES.filter((type) => type !== 'bank_statement') },
        name: { type: 'string' },
        id_type: { type: 'string', enum: ['PASSPORT', 'ID_CARD', 'PAPER_ID'] },
        side: { type: 'string', enum: ['front', 'back'] },
        selected_ids_combination: { type: 'string' },
        description: { type: 'string', description: 'required for type other' },
      },
      required: ['file', 'type'],
    },
  })
  @ApiOkResponse({ description: '{success, document_id, document_type, document, parse_results, missing_documents, global_error, is_global_warning}' })
  @ApiPayloadTooLargeResponse({ description: 'Upload.Error.MaxFileSize with params limit and size' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Upload.Error.FileType (sniffed from the bytes; PDF only for payslips, contracts, fiscal documents)' })
  upload(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Body() body: unknown,
    @UploadedFile() file: UploadFile | undefined,
  ): Promise<DocumentUploadResponse> {
    return this.store(caller, applicationId, body, file, false);
  }

  @Post('upload-fiscal')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(UploadFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: 'as upload; type fiscal_doc or cud, PDF only' })
  uploadFiscal(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Body() body: unknown,
    @UploadedFile() file: UploadFile | undefined,
  ): Promise<DocumentUploadResponse> {
    return this.store(caller, applicationId, body, file, true);
  }

  @Post('fetch-fiscal-result')
  @DocumentQueryCall('{success, document_id, parse_results}')
  async fetchFiscalResult(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
  ): Promise<FiscalResultResponse> {
    const request = documentRequestOf(applicationId, documentId);
    const document = await this.documents.find(caller, request.applicationId, request.documentId);
    return { success: true, document_id: document.id, parse_results: toParseResults(document) };
  }

  @Get('id-documents')
  @ApiOkResponse({ description: '{success, documents: [{id, name, type, id_type, side, parse_task, …}]}: the caller’s identity documents' })
  async idDocuments(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdDocumentsResponse> {
    const documents = await this.documents.list(caller, applicationIdOf(applicationId));
    return { success: true, documents: documents.filter((document) => document.type === 'national_id' && document.applicantId === caller.userId).map(toUploadedDocument) };
  }

  @Post('delete')
  @DocumentQueryCall('{success, global_error, is_global_warning, message}')
  async delete(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
  ): Promise<OtherDocumentDeleteResponse> {
    const request = documentRequestOf(applicationId, documentId);
    await this.documents.delete(caller, request.applicationId, request.documentId);
    return { success: true, missing_documents: [], global_error: null, is_global_warning: false };
  }

  private async store(caller: AccessTokenClaims, applicationId: string | undefined, body: unknown, file: UploadFile | undefined, fiscal: boolean): Promise<DocumentUploadResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(otherDocumentUploadSchema, body ?? {});
    if (fiscal !== FISCAL_TYPES.includes(input.type)) throw new UnprocessableEntityException(DOCUMENT_FIELD_MESSAGES.type);
    const document = await this.documents.upload(
      caller,
      id,
      { type: input.type, name: input.name, description: input.description ?? null, idType: input.id_type ?? null, side: input.side ?? null },
      file,
    );
    return {
      success: true,
      document_id: document.id,
      document_type: document.type,
      document: toUploadedDocument(document),
      parse_results: toParseResults(document),
      missing_documents: [],
      global_error: null,
      is_global_warning: false,
    };
  }
}
