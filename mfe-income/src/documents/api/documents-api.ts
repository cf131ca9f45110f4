import { nanoid } from '@reduxjs/toolkit';
import { baseApi, uploadWithProgress } from '@tenant/api-client';
import type { ApiError, UploadApi } from '@tenant/api-client';
import type {
  BankListResponse,
  BankStatementFinalizeResponse,
  BankStatementUploadResponse,
  DocumentListResponse,
  DocumentType,
  DocumentUploadResponse,
  OccupationsQuery,
  OccupationsResponse,
  OtherDocumentDeleteResponse,
  SupportedDocumentsResponse,
  UploadDoneTimeResponse,
  ValidateDocumentsResponse,
  ApiEnvelope,
} from '@tenant/contracts';
import { FISCAL_DOCUMENT_TYPES, type Region } from '@tenant/domain';
import { uploadFailed, uploadFinished, uploadProgressed, uploadStarted } from '../upload-progress-slice.js';

export interface BankStatementUpload {
  file: File;
  bank: string | null;
  abi: string;
  /** IT or DE, for the parse call */
  country: string;
}

export interface OtherDocumentUpload {
  file: File;
  type: DocumentType;
  /** type description of an 'other' document (spec 2§5) */
  description?: string;
}

/** Sends one file with progress into the incomeUploads slice; the answer's document id closes the upload. */
const sendFile = async <T extends ApiEnvelope & { document_id?: string }>(
  api: UploadApi,
  url: string,
  type: DocumentType,
  file: File,
  fields: Record<string, string | undefined>,
): Promise<{ data: T & { document_id: string }; error?: undefined } | { error: ApiError; data?: undefined }> => {
  const uploadId = nanoid();
  api.dispatch(uploadStarted({ uploadId, documentType: type, name: file.name, size: file.size }));
  const body = new FormData();
  for (const [name, value] of Object.entries({ type, name: file.name, ...fields })) if (value !== undefined) body.append(name, value);
  body.append('file', file, file.name);
  const result = await uploadWithProgress<T>({ url, body, onProgress: ({ loaded, total }) => api.dispatch(uploadProgressed({ uploadId, loaded, total })) }, api);
  if (result.error === undefined && result.data.document_id) {
    api.dispatch(uploadFinished({ uploadId, documentId: result.data.document_id }));
    return { data: { ...result.data, document_id: result.data.document_id } };
  }
  const error: ApiError = result.error ?? { status: 'CUSTOM_ERROR', message: result.data.message ?? 'Error' };
  api.dispatch(uploadFailed({ uploadId, error: error.message }));
  return { error };
};

/**
 * The income screens' calls (spec 2§7): the document list the screens poll (GET /v2/income-check/documents),
 * uploads with progress, the statement parse path (upload → parse → finalize-parse), deletes, the bank
 * list, supported documents, validation and the rapid upload-done time.
 */
export const documentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['IncomeDocuments'] }).injectEndpoints({
  endpoints: (build) => ({
    getIncomeDocuments: build.query<DocumentListResponse, void>({
      query: () => '/v2/income-check/documents',
      // A partner's rapid applicant lands here right after the application is created (2§4).
      extraOptions: { awaitApplication: true },
      providesTags: ['IncomeDocuments'],
    }),
    // Keyed by the market (sent as the region header): a listing that sets another market refetches it.
    getBankList: build.query<BankListResponse, Region>({
      query: () => '/v1/bank-account/get-bank-list',
      extraOptions: { awaitApplication: true },
    }),
    getSupportedDocuments: build.query<SupportedDocumentsResponse, string>({
      query: (occupation) => ({ url: '/v2/income-check/supported-documents', params: { occupation } }),
      extraOptions: { awaitApplication: true },
    }),
    // The occupation's required documents, for the required-documents modal (the same call as the occupation screen).
    getIncomeCheckOccupations: build.query<OccupationsResponse, OccupationsQuery>({
      query: ({ role }) => ({ url: '/v1/workflow/occupations', params: { role } }),
    }),
    uploadBankStatement: build.mutation<BankStatementUploadResponse, BankStatementUpload>({
      queryFn: async ({ file, bank, abi, country }, api, _options, baseQuery) => {
        const uploaded = await sendFile<BankStatementUploadResponse>(api, '/v1/bank-account/upload', 'bank_statement', file, { bank: bank ?? undefined, abi });
        if (uploaded.error) return uploaded;
        // Statement path (spec 2§4): upload, then parse with the id and the region's country.
        const body = new FormData();
        body.append('id', uploaded.data.document_id);
        body.append('country', country);
        const parsed = await baseQuery({ url: '/v1/bank-account/parse', method: 'POST', body });
        return parsed.error ? { error: parsed.error } : uploaded;
      },
      // The file may be stored even when the parse call failed: list again either way.
      invalidatesTags: ['IncomeDocuments'],
    }),
    finalizeBankStatement: build.mutation<BankStatementFinalizeResponse, string>({
      query: (documentId) => {
        const body = new FormData();
        body.append('document_id', documentId);
        return { url: '/v1/bank-account/finalize-parse', method: 'POST', body };
      },
      invalidatesTags: ['IncomeDocuments'],
    }),
    uploadOtherDocument: build.mutation<DocumentUploadResponse, OtherDocumentUpload>({
      queryFn: ({ file, type, description }, api) =>
        sendFile<DocumentUploadResponse>(api, FISCAL_DOCUMENT_TYPES.includes(type) ? '/v1/other-documents/upload-fiscal' : '/v1/other-documents/upload', type, file, { description }),
      // Only a stored file changes the list; a refused one stays in its row with the reason.
      invalidatesTags: (result) => (result ? ['IncomeDocuments'] : []),
    }),
    deleteBankStatement: build.mutation<ApiEnvelope, string>({
      query: (documentId) => ({ url: '/v1/bank-account/delete', method: 'POST', params: { document_id: documentId } }),
      invalidatesTags: ['IncomeDocuments'],
    }),
    deleteOtherDocument: build.mutation<OtherDocumentDeleteResponse, string>({
      query: (documentId) => ({ url: '/v1/other-documents/delete', method: 'POST', params: { document_id: documentId } }),
      invalidatesTags: ['IncomeDocuments'],
    }),
    validateDocuments: build.mutation<ValidateDocumentsResponse, void>({
      query: () => '/v2/income-check/validate-documents',
    }),
    /** The same verdict read while the screen shows its notes; the argument (the parsed files' signature) only keys the cache, so a new set of files asks again. */
    getDocumentsVerdict: build.query<ValidateDocumentsResponse, string>({
      query: () => '/v2/income-check/validate-documents',
    }),
    setUploadDoneTime: build.mutation<UploadDoneTimeResponse, void>({
      query: () => '/v2/income-check/set-upload-done-time',
    }),
  }),
});

export const {
  useGetIncomeDocumentsQuery,
  useGetBankListQuery,
  useGetSupportedDocumentsQuery,
  useGetIncomeCheckOccupationsQuery,
  useUploadBankStatementMutation,
  useFinalizeBankStatementMutation,
  useUploadOtherDocumentMutation,
  useDeleteBankStatementMutation,
  useDeleteOtherDocumentMutation,
  useValidateDocumentsMutation,
  useGetDocumentsVerdictQuery,
  useSetUploadDoneTimeMutation,
} = documentsApi;
