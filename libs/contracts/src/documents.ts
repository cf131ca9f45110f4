import { createAction } from '@reduxjs/toolkit';
import type { ApiEnvelope } from './api-envelope.js';
import { withMeta } from './contract-event.js';
import type { IncomeCheckField } from './workflow.js';
import type { DocumentType } from '@tenant/domain';

// Documents: uploads, their parsing and the income check (spec 2§3, 2§4, 2§7). The income service owns
// every document of an application, identity documents included (one documents pipeline).
//
// How the screens list and poll documents: the income service answers GET /api/v2/income-check/documents
// (DocumentListResponse) and the screens poll it every DOCUMENT_POLL_MS (2 s; statements
// BANK_STATEMENT_PARSE_POLL_MS) until every document is parsed. The state of GET /v1/state/ is served by the
// onboarding service, which does not own documents: a copy there would lag the upload by an outbox round
// trip (a file just uploaded would be missing from the next poll), so its `documents` stays empty and the
// documents come from their owner.

export { DOCUMENT_TYPES, type DocumentType } from '@tenant/domain';

/** spec 2§4 Document: uploading (stored, parsing queued or running), then parsed or parsed with error. */
export type DocumentStatus = 'uploading' | 'parsed' | 'parsed with error' | 'completed';
/** spec 2§3 parse_status: processing while the parse job is queued or running. */
export type ParseStatus = 'processing' | 'done';

/** The document's blocking (red) or non-blocking (orange) message (spec 2§3 error). */
export interface DocumentError {
  blocker: boolean;
  /** the message key, also the fallback text */
  message: string;
  message_key: string;
}

/** One check's result on a document (DESIGN §4b): a catalogued key, its level, the file it is about and the table cells it points at. */
export interface DocumentFinding {
  key: string;
  level: 'error' | 'warning';
  source: string;
  cells?: { row: number; text: string }[];
  params?: Record<string, string | number>;
}

/** A document as every call returns it (spec 2§3 Uploaded document). */
export interface UploadedDocument {
  id: string;
  documentId: string;
  name: string;
  type: DocumentType;
  status: DocumentStatus;
  parse_status: ParseStatus;
  isParsed: boolean;
  hasError: boolean;
  hasWarning: boolean;
  /** Deletion is allowed once parsed, or while this is true (spec 2§4): always true here, deleting cancels the parse job. */
  cancelAllowed: boolean;
  /** identity documents: PASSPORT, ID_CARD or PAPER_ID; null otherwise */
  idType: string | null;
  /** the same, as the identity upload form names it */
  id_type: string | null;
  /** identity documents: front or back */
  side: string | null;
  /** other documents: the type description the applicant entered (spec 2§5) */
  description: string | null;
  mime_type: string;
  size: number;
  /** the parse job's id while one is queued or running (spec 2§7 id-documents parse_task) */
  parse_task: string | null;
  /** the first blocking finding, else the first warning; null when clean or not parsed yet */
  error: DocumentError | null;
  message: string | null;
  messageKey: string | null;
  /** bank statements only: the chosen bank (abi 00000 is the unlisted bank) */
  bank_abi: string | null;
  bank_name: string | null;
  bankIsNotInList: boolean;
  /** every finding of the checks, errors first */
  findings: DocumentFinding[];
  /** ISO timestamp of the upload */
  created_at: string;
}

/** The spec's parse_results (2§7): done, success, error (blocker, message, message_key). */
export interface ParseResults {
  done: boolean;
  success: boolean;
  error: DocumentError | null;
  message: string | null;
  message_key: string | null;
  findings: DocumentFinding[];
  /** bank statements, once parsed and read */
  figures: StatementFigures | null;
}

/** Multipart form of POST /api/v1/bank-account/upload (spec 2§7: file, name, type, bank, abi). */
export interface BankStatementUploadForm {
  file: Blob;
  name?: string;
  /** bank_statement */
  type?: string;
  /** the bank list item's id */
  bank?: string;
  /** the bank list item's bank_abi; 00000 is the unlisted bank */
  abi: string;
}

export interface BankStatementUploadResponse extends ApiEnvelope {
  document_id: string;
  document: UploadedDocument;
}

/** POST /api/v1/bank-account/parse (form: the upload's fields plus id and country). */
export interface BankStatementParseForm {
  id: string;
  /** IT or DE (the region) */
  country?: string;
}

export interface BankStatementParseResponse extends ApiEnvelope {
  document_id: string;
  parse_results: ParseResults;
}

/** POST /api/v1/bank-account/finalize-parse (form: document_id). */
export interface BankStatementFinalizeForm {
  document_id: string;
}

export interface BankStatementFinalizeResponse extends ApiEnvelope {
  data: { success: boolean; document_id: string; parse_results: ParseResults };
}

/** POST /api/v1/bank-account/delete?document_id= and /api/v1/other-documents/delete?document_id=. */
export interface DocumentIdQuery {
  document_id: string;
}

/** What the other-documents calls add about the whole application (spec 2§7). */
export interface DocumentsVerdict {
  missing_documents: MissingDocument[];
  global_error: string | null;
  is_global_warning: boolean;
}

/** Multipart form of POST /api/v1/other-documents/upload and upload-fiscal (spec 2§7). */
export interface OtherDocumentUploadForm {
  file: Blob;
  type: DocumentType;
  name?: string;
  id_type?: string;
  side?: string;
  /** the identity document combination chosen (e.g. ID_CARD front+back) */
  selected_ids_combination?: string;
  /** type description, required for type other (spec 2§5) */
  description?: string;
}

/** POST /api/v1/other-documents/upload | upload-fiscal (kept compatible with the identity upload of personal details). */
export interface DocumentUploadResponse extends ApiEnvelope, Partial<DocumentsVerdict> {
  document_id?: string;
  document_type?: string;
  document?: UploadedDocument;
  parse_results?: ParseResults;
}

/** POST /api/v1/other-documents/fetch-fiscal-result?document_id= */
export interface FiscalResultResponse extends ApiEnvelope {
  document_id: string;
  parse_results: ParseResults;
}

/** POST /api/v1/other-documents/delete?document_id= */
export interface OtherDocumentDeleteResponse extends ApiEnvelope, DocumentsVerdict {}

/** GET /api/v1/other-documents/id-documents */
export interface IdDocumentsResponse extends ApiEnvelope {
  documents: UploadedDocument[];
}

/** spec 2§3: the document state holds uploadedBankStatements and uploadedOtherDocuments, each with isParsed. */
export interface DocumentGroup {
  documents: UploadedDocument[];
  isParsed: boolean;
}

/** GET /api/v2/income-check/documents: every document of the application, polled every 2 s (see the top of this file). */
export interface DocumentListResponse extends ApiEnvelope {
  documents: UploadedDocument[];
  uploadedBankStatements: DocumentGroup;
  uploadedOtherDocuments: DocumentGroup;
  /** every document is parsed (the continue condition of income check and parsing status) */
  isParsed: boolean;
}

/** A required upload of the occupation that is missing (spec 2§4 Income check). */
export interface MissingDocument {
  /** the income-check field: bank_statement, payslip, fiscal_doc, … */
  name: string;
  supported_types: string[];
  /** catalogued message: BankAccts.Error.Coverage, Uploads.UploadMissingDocuments, Uploads.Warning.Missing */
  message_key: string;
}

export interface DocumentErrorItem {
  document_id: string;
  error: DocumentError;
  file_name: string;
  message: string;
}

/** GET /api/v2/income-check/validate-documents */
export interface ValidateDocumentsResponse extends ApiEnvelope {
  document_errors: DocumentErrorItem[];
  missing_documents: MissingDocument[];
  /** Uploads.PleaseWaitFilesParsed, Uploads.AtleastOneDocument, ParsingFiles.NoIncomeCheckFilesUploaded, or null */
  global_error: string | null;
}

/** GET /api/v2/income-check/set-upload-done-time (rapid) */
export interface UploadDoneTimeResponse extends ApiEnvelope {
  /** ISO timestamp */
  upload_done_at: string;
}

/** GET /api/v2/income-check/supported-documents?occupation= (spec 2§3 Supported documents) */
export interface SupportedDocumentsResponse extends ApiEnvelope {
  supported_documents: IncomeCheckField[];
}

/** spec 2§3 Bank list item; metadata.id is the PSD2 provider's institution id. */
export interface BankListItem {
  id: string;
  name: string;
  bank_abi: string;
  /** IT or DE */
  country: string;
  bank_yapily_id: string | null;
  metadata: { id: string } | null;
  source: 'pdf';
}

/** GET /api/v1/bank-account/get-bank-list */
export interface BankListResponse extends ApiEnvelope {
  bank_list: BankListItem[];
}

/** What a read bank statement says, in integer cents (DESIGN §4b normalised figures); only verified when reconciled. */
export interface StatementFigures {
  bank_name: string | null;
  bank_code: string | null;
  iban: string;
  holder: string | null;
  period_from: string;
  period_to: string;
  opening_balance: number;
  closing_balance: number;
  currency: string;
  transaction_count: number;
  /** opening + Σ bookings = closing, to the cent */
  reconciled: boolean;
  salary_monthly: number | null;
  rent_monthly: number | null;
  recurrent_costs_monthly: number;
  average_cash_balance: number;
}

/** The application's income picture across every parsed statement, for the report. */
export interface IncomeSummary {
  statements_parsed: number;
  documents_parsed: number;
  documents_with_errors: number;
  coverage_from: string | null;
  coverage_to: string | null;
  salary_monthly: number | null;
  rent_monthly: number | null;
  recurrent_costs_monthly: number;
  average_cash_balance: number | null;
  findings: DocumentFinding[];
}

/** An identity document was stored (kept for subscribers of the personal-details upload). */
export const identityDocumentUploaded = createAction(
  'documents/identityDocumentUploaded',
  withMeta<{ applicationId: string; applicantId: string; documentId: string; idType: string; side: string; mimeType: string }>(),
);

/** A document's parse job finished: its status, figures (statements) and every finding. */
export const documentParsed = createAction(
  'documents/parsed',
  withMeta<{
    applicationId: string;
    applicantId: string;
    documentId: string;
    documentType: DocumentType;
    status: DocumentStatus;
    figures: StatementFigures | null;
    findings: DocumentFinding[];
  }>(),
);

/** A document was deleted (its parse job cancelled, its file removed). */
export const documentDeleted = createAction('documents/deleted', withMeta<{ applicationId: string; documentId: string; documentType: DocumentType }>());

/** The application's income summary changed (a statement parsed or deleted, a declaration changed). */
export const incomeSummaryChanged = createAction('income/summaryChanged', withMeta<{ applicationId: string; summary: IncomeSummary }>());
