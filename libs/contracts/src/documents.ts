import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';

// Documents: uploads and their parsing (spec 2§3, 2§4).

/** POST /v1/other-documents/upload (identity documents; parsing comes with the documents issue). */
export interface UploadedDocument {
  id: string;
  name: string;
  type: string;
  id_type: string;
  side: string;
  mime_type: string;
  size: number;
  /** null until parsing runs (spec 2§7 id-documents parse_task) */
  parse_task: string | null;
}

export interface DocumentUploadResponse extends ApiEnvelope {
  document_id?: string;
  document_type?: string;
  document?: UploadedDocument;
}

export interface IdDocumentsResponse extends ApiEnvelope {
  documents: UploadedDocument[];
}

/** An identity document was stored; parsing picks it up (spec 2§4). */
export const identityDocumentUploaded = createAction(
  'documents/identityDocumentUploaded',
  withMeta<{ applicationId: string; applicantId: string; documentId: string; idType: string; side: string; mimeType: string }>(),
);
