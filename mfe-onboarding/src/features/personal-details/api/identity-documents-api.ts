import { baseApi } from '@tenant/api-client';
import type { ApiEnvelope, DocumentUploadResponse, IdDocumentsResponse } from '@tenant/contracts';
import type { IdDocumentKind, IdDocumentSide } from '@tenant/domain';

export interface IdentityDocumentUpload {
  file: File;
  idType: IdDocumentKind;
  side: IdDocumentSide;
}

/** Identity documents of sub-step 2: POST /v1/other-documents/upload, GET id-documents, POST delete (spec 2§7). */
export const identityDocumentsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['IdDocuments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getIdDocuments: build.query<IdDocumentsResponse, string>({
        query: () => '/v1/other-documents/id-documents',
        providesTags: ['IdDocuments'],
      }),
      uploadIdDocument: build.mutation<DocumentUploadResponse, IdentityDocumentUpload>({
        query: ({ file, idType, side }) => {
          const body = new FormData();
          body.append('type', 'national_id');
          body.append('id_type', idType);
          body.append('side', side);
          body.append('name', file.name);
          body.append('file', file);
          return { url: '/v1/other-documents/upload', method: 'POST', body };
        },
        invalidatesTags: ['IdDocuments'],
      }),
      deleteIdDocument: build.mutation<ApiEnvelope, string>({
        query: (documentId) => ({ url: '/v1/other-documents/delete', method: 'POST', params: { document_id: documentId } }),
        invalidatesTags: ['IdDocuments'],
      }),
    }),
  });

export const { useGetIdDocumentsQuery, useUploadIdDocumentMutation, useDeleteIdDocumentMutation } = identityDocumentsApi;
