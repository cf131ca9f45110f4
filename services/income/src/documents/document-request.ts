import { applyDecorators, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { applicationIdOf, validateRequest } from '@tenant/server-kit';
import { documentIdFormSchema } from '@tenant/validation';

/** The validated ids of a call that names a document: `?application_id=` and document_id from the query or the form (422 when malformed). */
export const documentRequestOf = (applicationId: string | undefined, documentId: unknown, place: 'query' | 'body' = 'query') => ({
  applicationId: applicationIdOf(applicationId),
  documentId: validateRequest(documentIdFormSchema, { document_id: documentId }, place).document_id,
});

/** The decorators of a POST call naming a document by `?document_id=` (spec 2§7 delete and fetch-fiscal-result); its answer is declared beside it. */
export const DocumentQueryCall = () => applyDecorators(HttpCode(HttpStatus.OK), ApiQuery({ name: 'document_id', required: true }));
