import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, DocumentListResponse, DocumentUploadResponse, UploadedDocument } from '@tenant/contracts';
import type { DocumentType } from '@tenant/domain';

export const MORTGAGE_DOCUMENT_TYPE: DocumentType = 'mortgage_doc';

/**
 * Mortgage documents live in the income service's documents pipeline (spec 2§7): uploaded with
 * POST /v1/other-documents/upload as mortgage_doc, listed from GET /v2/income-check/documents, removed
 * with POST /v1/other-documents/delete.
 */
export const mortgageDocumentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MortgageDocuments'] }).injectEndpoints({
  endpoints: (build) => ({
    getMortgageDocuments: build.query<UploadedDocument[], string>({
      query: () => '/v2/income-check/documents',
      transformResponse: (response: DocumentListResponse) => response.documents.filter((document) => document.type === MORTGAGE_DOCUMENT_TYPE),
      // the income service learns of a new application by event, a moment after it is created
      extraOptions: { awaitApplication: true },
      providesTags: ['MortgageDocuments'],
    }),
    uploadMortgageDocument: build.mutation<DocumentUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('type', MORTGAGE_DOCUMENT_TYPE);
        body.append('name', file.name);
        body.append('file', file);
        return { url: '/v1/other-documents/upload', method: 'POST', body };
      },
      invalidatesTags: ['MortgageDocuments'],
    }),
    deleteMortgageDocument: build.mutation<ApiEnvelope, string>({
      query: (documentId) => ({ url: '/v1/other-documents/delete', method: 'POST', params: { document_id: documentId } }),
      invalidatesTags: ['MortgageDocuments'],
    }),
  }),
});

export const { useGetMortgageDocumentsQuery, useLazyGetMortgageDocumentsQuery, useUploadMortgageDocumentMutation, useDeleteMortgageDocumentMutation } = mortgageDocumentsApi;
