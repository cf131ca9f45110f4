import { Body, Controller, Get, HttpCode, HttpStatus, PayloadTooLargeException, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiPayloadTooLargeResponse, ApiQuery, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { ApiEnvelope, DocumentUploadResponse, IdDocumentsResponse } from '@tenant/contracts';
import { MAX_UPLOAD_BYTES, QUERY_APPLICATION_ID } from '@tenant/domain';
import { applicationIdOf, ApplicationScoped, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { documentIdQuerySchema, identityDocumentUploadSchema } from '@tenant/validation';
import { IdentityDocumentsService, UPLOAD_MESSAGES, type UploadedFile as IdentityFile } from './identity-documents.service.js';

/** One file in memory, at most one byte over the limit so an oversized file is refused with the spec's key. */
class IdentityFileInterceptor extends FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 } }) {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(UPLOAD_MESSAGES.maxFileSize);
      throw error;
    }
  }
}

/** Identity documents (spec 2§7 other-documents calls, type national_id); other types come with the documents issue. */
@ApiTags('other-documents')
@Controller('v1/other-documents')
@ApplicationScoped()
export class OtherDocumentsController {
  constructor(private readonly documents: IdentityDocumentsService) {}

  @Post('upload')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(IdentityFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary' },
        type: { type: 'string', enum: ['national_id'] },
        id_type: { type: 'string', enum: ['PASSPORT', 'ID_CARD', 'PAPER_ID'] },
        side: { type: 'string', enum: ['front', 'back'] },
        name: { type: 'string' },
      },
      required: ['file', 'type', 'id_type'],
    },
  })
  @ApiOkResponse({ description: '{success, document_id, document_type, document}' })
  @ApiPayloadTooLargeResponse({ description: 'Upload.Error.MaxFileSize' })
  @ApiUnprocessableEntityResponse({ description: 'Upload.Error.FileType (sniffed from the bytes), missing file or fields' })
  async upload(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Body() body: unknown,
    @UploadedFile() file: IdentityFile | undefined,
  ): Promise<DocumentUploadResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(identityDocumentUploadSchema, body ?? {});
    const document = await this.documents.upload(caller, id, input, file);
    return { success: true, document_id: document.id, document_type: document.type, document };
  }

  @Get('id-documents')
  @ApiOkResponse({ description: '{success, documents: [{id, name, type, id_type, side, parse_task}]}' })
  async idDocuments(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId?: string): Promise<IdDocumentsResponse> {
    return { success: true, documents: await this.documents.list(caller, applicationIdOf(applicationId)) };
  }

  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @ApiQuery({ name: 'document_id', required: true })
  @ApiOkResponse({ description: '{success}' })
  async delete(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
  ): Promise<ApiEnvelope> {
    const id = applicationIdOf(applicationId);
    const query = validateRequest(documentIdQuerySchema, { document_id: documentId }, 'query');
    await this.documents.delete(caller, id, query.document_id);
    return { success: true };
  }
}
