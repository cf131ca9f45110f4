import { Controller, Get, Headers, HttpCode, HttpStatus, Post, Query, UnprocessableEntityException, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { DocumentsVerdict, DocumentUploadResponse, FiscalResultResponse, IdDocumentsResponse, OtherDocumentDeleteResponse } from '@tenant/contracts';
import { DEFAULT_REGION, DOCUMENT_TYPES, FISCAL_DOCUMENT_TYPES, HEADER_APPLICATION_TYPE, HEADER_REGION, isRegion, QUERY_APPLICATION_ID, toApplicationType, type DocumentType } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, ValidBody, type AccessTokenClaims, type SchemaValue } from '@tenant/server-kit';
import { DOCUMENT_FIELD_MESSAGES, otherDocumentUploadSchema } from '@tenant/validation';
import { DocumentQueryCall, documentRequestOf } from '../documents/document-request.js';
import { toParseResults, toUploadedDocument } from '../documents/document.mapper.js';
import { DocumentsService } from '../documents/documents.service.js';
import { UploadFileInterceptor, type UploadFile } from '../documents/upload-file.interceptor.js';
import { identityDocumentsOf } from '../identity/identity-documents.js';

type OtherDocumentUpload = SchemaValue<typeof otherDocumentUploadSchema>;

/** The request headers the verdict on the application's documents depends on (spec 2§7: every call carries them). */
interface VerdictHeaders {
  region: string | undefined;
  applicationType: string | undefined;
}

/**
 * Every document but bank statements (spec 2§7 other-documents/*), identity documents of the
 * personal-details step included: one documents pipeline. Upload and delete also answer the verdict
 * on the whole application after the change (missing_documents, global_error, is_global_warning), the
 * same one validate-documents gives (documents-verdict.ts).
 */
@ApiTags('other-documents')
@Controller('v1/other-documents')
@Access('owner')
@ApiHeader({ name: HEADER_REGION, required: false, description: 'it (default) or de' })
@ApiHeader({ name: HEADER_APPLICATION_TYPE, required: false })
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
  @Answers('DocumentUploadResponse')
  @ApiPayloadTooLargeResponse({ description: 'Upload.Error.MaxFileSize with params limit and size' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Upload.Error.FileType (sniffed from the bytes; PDF only for payslips, contracts, fiscal documents)' })
  upload(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @ValidBody(otherDocumentUploadSchema) input: OtherDocumentUpload,
    @UploadedFile() file: UploadFile | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
    @Headers(HEADER_APPLICATION_TYPE) applicationType: string | undefined,
  ): Promise<DocumentUploadResponse> {
    return this.store(caller, applicationId, input, file, false, { region, applicationType });
  }

  @Post('upload-fiscal')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(UploadFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @Answers('DocumentUploadResponse', 'as upload; type fiscal_doc, cud or tax_return, PDF only')
  uploadFiscal(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @ValidBody(otherDocumentUploadSchema) input: OtherDocumentUpload,
    @UploadedFile() file: UploadFile | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
    @Headers(HEADER_APPLICATION_TYPE) applicationType: string | undefined,
  ): Promise<DocumentUploadResponse> {
    return this.store(caller, applicationId, input, file, true, { region, applicationType });
  }

  @Post('fetch-fiscal-result')
  @DocumentQueryCall()
  @Answers('FiscalResultResponse', 'fiscal_result once parsed')
  async fetchFiscalResult(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
  ): Promise<FiscalResultResponse> {
    const request = documentRequestOf(applicationId, documentId);
    const document = await this.documents.find(caller, request.applicationId, request.documentId);
    // Any document answers with its parse results; only a read fiscal document has a fiscal result.
    const fiscal = document.extraction?.kind === 'fiscal' ? document.extraction : null;
    return { success: true, document_id: document.id, parse_status: document.parseStatus, parse_results: toParseResults(document), fiscal_result: fiscal };
  }

  @Get('id-documents')
  @Answers('IdDocumentsResponse', 'the caller’s identity documents and the side still missing (Identity.Error.MissingFront|MissingBack)')
  async idDocuments(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdDocumentsResponse> {
    return { success: true, ...identityDocumentsOf(await this.documents.list(caller, applicationIdOf(applicationId)), caller.userId) };
  }

  @Post('delete')
  @DocumentQueryCall()
  @Answers('OtherDocumentDeleteResponse')
  async delete(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
    @Headers(HEADER_APPLICATION_TYPE) applicationType: string | undefined,
  ): Promise<OtherDocumentDeleteResponse> {
    const request = documentRequestOf(applicationId, documentId);
    await this.documents.delete(caller, request.applicationId, request.documentId);
    return { success: true, ...(await this.verdictOf(caller, request.applicationId, { region, applicationType })) };
  }

  /** The application's verdict after the change, with the global message as the spec's message. */
  private async verdictOf(caller: AccessTokenClaims, applicationId: string, headers: VerdictHeaders): Promise<DocumentsVerdict & { message?: string }> {
    const region = isRegion(headers.region) ? headers.region : DEFAULT_REGION;
    const verdict = await this.documents.verdict(caller, applicationId, region, toApplicationType(headers.applicationType));
    return {
      missing_documents: verdict.missing_documents,
      global_error: verdict.global_error,
      is_global_warning: verdict.is_global_warning,
      ...(verdict.global_error ? { message: verdict.global_error } : {}),
    };
  }

  private async store(
    caller: AccessTokenClaims,
    applicationId: string | undefined,
    input: OtherDocumentUpload,
    file: UploadFile | undefined,
    fiscal: boolean,
    headers: VerdictHeaders,
  ): Promise<DocumentUploadResponse> {
    const id = applicationIdOf(applicationId);
    // upload-fiscal takes the fiscal documents only, upload everything else (spec 2§7)
    if (fiscal !== FISCAL_DOCUMENT_TYPES.includes(input.type as DocumentType)) throw new UnprocessableEntityException(DOCUMENT_FIELD_MESSAGES.type);
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
      ...(await this.verdictOf(caller, id, headers)),
    };
  }
}
