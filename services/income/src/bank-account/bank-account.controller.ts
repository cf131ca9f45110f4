import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiHeader, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { ApiEnvelope, BankListResponse, BankStatementFinalizeResponse, BankStatementParseResponse, BankStatementUploadResponse } from '@tenant/contracts';
import { DEFAULT_REGION, HEADER_REGION, isRegion, QUERY_APPLICATION_ID } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, type AccessTokenClaims, ValidBody, type SchemaValue } from '@tenant/server-kit';
import { bankStatementParseSchema, bankStatementUploadSchema } from '@tenant/validation';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { DocumentQueryCall, documentRequestOf } from '../documents/document-request.js';
import { toParseResults, toUploadedDocument } from '../documents/document.mapper.js';
import { DocumentsService } from '../documents/documents.service.js';
import { chosenBankOf } from '../statements/chosen-bank.js';
import { UploadFileInterceptor, type UploadFile } from '../documents/upload-file.interceptor.js';
import { bankListFor } from './bank-list.js';

/** Bank statements as PDF (spec 2§4 Bank statement upload path: upload, parse, finalize-parse; delete by id) and the bank list. */
@ApiTags('bank-account')
@Controller('v1/bank-account')
@Access('owner')
export class BankAccountController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly access: ApplicationAccessService,
  ) {}

  @Get('get-bank-list')
  @Answers('BankListResponse')
  @ApiHeader({ name: HEADER_REGION, required: false, description: 'it (default) or de: the market whose banks are listed' })
  async bankList(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Headers(HEADER_REGION) region: string | undefined,
  ): Promise<BankListResponse> {
    await this.access.withApplication(caller, applicationIdOf(applicationId), () => Promise.resolve());
    return { success: true, bank_list: bankListFor(isRegion(region) ? region : DEFAULT_REGION) };
  }

  @Post('upload')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(UploadFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, name: { type: 'string' }, type: { type: 'string', enum: ['bank_statement'] }, bank: { type: 'string' }, abi: { type: 'string' } },
      required: ['file', 'abi'],
    },
  })
  @Answers('BankStatementUploadResponse', 'stored, parsing queued (parse_status processing)')
  @ApiPayloadTooLargeResponse({ description: 'Upload.Error.MaxFileSize with params limit and size' })
  @ApiUnsupportedMediaTypeResponse({ description: 'BankAccts.Error.InvalidFileType (PDF only, sniffed from the bytes)' })
  async upload(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @ValidBody(bankStatementUploadSchema) input: SchemaValue<typeof bankStatementUploadSchema>,
    @UploadedFile() file: UploadFile | undefined,
  ): Promise<BankStatementUploadResponse> {
    const id = applicationIdOf(applicationId);
    const bank = chosenBankOf({ bankCode: input.abi }, input.bank);
    const document = await this.documents.upload(
      caller,
      id,
      { type: 'bank_statement', name: input.name, bankCode: input.abi, bankName: bank?.name ?? null },
      file,
    );
    return { success: true, document_id: document.id, document: toUploadedDocument(document) };
  }

  @Post('parse')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(NoFilesInterceptor())
  @Answers('BankStatementParseResponse', 'done false while the parse job runs')
  async parse(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @ValidBody(bankStatementParseSchema) input: SchemaValue<typeof bankStatementParseSchema>): Promise<BankStatementParseResponse> {
    const appId = applicationIdOf(applicationId);
    const document = await this.documents.find(caller, appId, input.id);
    return { success: true, document_id: document.id, parse_results: toParseResults(document) };
  }

  @Post('finalize-parse')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(NoFilesInterceptor())
  @Answers('BankStatementFinalizeResponse')
  async finalize(@CurrentUser() caller: AccessTokenClaims, @Query(QUERY_APPLICATION_ID) applicationId: string | undefined, @Body() body: unknown): Promise<BankStatementFinalizeResponse> {
    const request = documentRequestOf(applicationId, (body as { document_id?: unknown } | undefined)?.document_id, 'body');
    const document = await this.documents.find(caller, request.applicationId, request.documentId);
    const parseResults = toParseResults(document);
    return { success: true, data: { success: parseResults.success, document_id: document.id, parse_results: parseResults } };
  }

  @Post('delete')
  @DocumentQueryCall()
  @Answers('ApiEnvelope')
  async delete(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('document_id') documentId: string | undefined,
  ): Promise<ApiEnvelope> {
    const request = documentRequestOf(applicationId, documentId);
    await this.documents.delete(caller, request.applicationId, request.documentId);
    return { success: true };
  }
}
