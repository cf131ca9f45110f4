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
  /** the values the message's text shows (the finding's params, e.g. an identity document's expiry) */
  params?: Record<string, string | number>;
}

/** One check's result on a document (DESIGN §4b): a catalogued key, its level, the file it is about and the table cells it points at. */
export interface DocumentFinding {
  key: string;
  level: 'error' | 'warning';
  source: string;
  /** bookings-table cells the message points at: row counts bookings from 1 (closing balance: last + 1), text as printed, document when the check spans statements */
  cells?: { row: number; text: string; document?: string }[];
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
  /** what a reader extracted once parsed (fiscal documents: year and incomes; work contracts: type and dates) */
  extraction?: DocumentExtraction | null;
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
  /** what a reader extracted from another document (fiscal_doc/cud: year, incomes, tax id), once parsed */
  extraction?: DocumentExtraction | null;
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
  /** processing while the parse job is queued or running */
  parse_status: ParseStatus;
  parse_results: ParseResults;
  /** the fiscal parse result once done (reference year, incomes, tax id); null while processing or when unreadable */
  fiscal_result: FiscalExtraction | null;
}

/** POST /api/v1/other-documents/delete?document_id= */
export interface OtherDocumentDeleteResponse extends ApiEnvelope, DocumentsVerdict {}

/** GET /api/v1/other-documents/id-documents */
export interface IdDocumentsResponse extends ApiEnvelope {
  documents: UploadedDocument[];
  /** the side still missing of a non-passport identity document (Identity.Error.MissingFront | MissingBack) */
  missing_documents?: MissingDocument[];
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
  /** Uploads.PleaseWaitFilesParsed, Uploads.AtleastOneDocument, ParsingFiles.NoIncomeCheckFilesUploaded, Uploads.Error.InsufficientDocuments (rapid), or null */
  global_error: string | null;
  /** non-blocking findings across statements (salary, rent, other income declared vs detected; spec 2§8), source 'statements' */
  warnings?: DocumentFinding[];
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

/** Which fiscal form a fiscal document is (services/income/src/fiscal/README.md). */
export type FiscalForm = 'certificazione_unica' | 'modello_730' | 'redditi_pf' | 'lohnsteuerbescheinigung' | 'einkommensteuerbescheid';

/**
 * What the fiscal reader read from a Certificazione Unica, 730, Redditi PF, Lohnsteuerbescheinigung or
 * Einkommensteuerbescheid; amounts in integer euro cents, null where the form does not print them.
 * `net_annual_income` is the gross less the income taxes the form states (and, on the
 * Lohnsteuerbescheinigung, the employee's social contributions): what each form's net means is in the
 * fiscal README.
 */
export interface FiscalExtraction {
  kind: 'fiscal';
  form: FiscalForm;
  /** the tax year the figures are about (anno d'imposta, Veranlagungs- or Kalenderjahr) */
  reference_year: number;
  gross_annual_income: number | null;
  net_annual_income: number | null;
  /** the taxes and contributions subtracted to reach the net, as printed */
  deductions: number | null;
  /** the taxpayer's codice fiscale (IT) or steuerliche Identifikationsnummer (DE), as printed */
  tax_id: string | null;
  tax_id_kind: 'codice_fiscale' | 'steuer_id' | 'etin' | null;
  /** the tax id's check character or digit is right (null when no tax id is printed, or an eTIN) */
  tax_id_valid: boolean | null;
  /** the taxpayer's name as printed */
  taxpayer_name: string | null;
  /** the employer (CU: datore di lavoro; Lohnsteuerbescheinigung: Arbeitgeber) */
  employer: string | null;
}

/** How a work contract names its kind (open-ended or fixed-term, with the printed wording). */
export type ContractKind = 'open-ended' | 'close-ended' | 'apprenticeship';

/** What the work-contract reader read where the text allows it; null where it could not. */
export interface ContractExtraction {
  kind: 'contract';
  /** it or de, from the wording */
  language: 'it' | 'de' | null;
  employer: string | null;
  employee_name: string | null;
  /** ISO date */
  start_date: string | null;
  /** ISO date; fixed-term contracts only */
  end_date: string | null;
  contract_type: ContractKind | null;
  /** the words that named the type (tempo indeterminato, befristet, apprendistato, …) */
  contract_type_wording: string | null;
}

/**
 * What the payslip reader read from an Italian cedolino / LUL or a German Lohn- / Gehaltsabrechnung
 * (spec 2§5 Files). Money in integer cents, dates ISO; a field the payslip does not print is null.
 */
export interface PayslipExtraction {
  kind: 'payslip';
  /** the payroll layout that read it (zucchetti, teamsystem, adp, datev, lexware, sap-hcm) or 'generic' */
  layout: string;
  country: 'IT' | 'DE';
  employee_name: string | null;
  /** codice fiscale (IT) or Steuer-ID (DE), only when its check character/digit is valid */
  tax_id: string | null;
  employer_name: string | null;
  /** partita IVA / codice fiscale of the company (IT), Steuernummer or USt-IdNr. (DE), where printed */
  employer_tax_number: string | null;
  /** pay period as yyyy-mm */
  period: string;
  /** Totale competenze / Gesamt-Brutto */
  gross_pay: number | null;
  /** Imponibile fiscale (IRPEF) / Steuer-Brutto */
  taxable_pay: number | null;
  /** Netto del mese / netto in busta / Auszahlungsbetrag: what reaches the account */
  net_pay: number;
  /** ISO yyyy-mm-dd: data assunzione / Eintrittsdatum */
  hiring_date: string | null;
  /** tempo indeterminato / unbefristet = open-ended, tempo determinato / befristet = close-ended */
  contract_type: 'open-ended' | 'close-ended' | null;
  /** livello / Entgeltgruppe as printed */
  level: string | null;
  /** qualifica / Tätigkeit as printed */
  job_title: string | null;
  /** a 13th month (tredicesima, Weihnachtsgeld) is paid on this payslip */
  thirteenth_month: boolean;
  /** a 14th month (quattordicesima, Urlaubsgeld) is paid on this payslip */
  fourteenth_month: boolean;
}

/**
 * What an identity document says (spec 2§3 national_ids, 2§5): read from its machine-readable zone
 * (passport TD3, ID card back TD1, TD2); a side without MRZ (an ID card's front, a paper ID) has only
 * `mrz_format` null and `legible`. Dates ISO yyyy-mm-dd; names as the MRZ writes them (upper case,
 * transliterated: MÜLLER is MUELLER).
 */
export interface IdentityExtraction {
  kind: 'identity';
  /** PASSPORT, ID_CARD or PAPER_ID, as chosen at upload */
  id_type: string | null;
  side: string | null;
  mrz_format: 'TD1' | 'TD2' | 'TD3' | null;
  /** the MRZ's document code: P (passport), I, ID, CI, A, C (identity cards) */
  document_code: string | null;
  document_number: string | null;
  /** ICAO code of the issuing state: ITA, D (Germany), FRA … */
  issuing_country: string | null;
  nationality: string | null;
  surname: string | null;
  given_names: string | null;
  date_of_birth: string | null;
  expiry_date: string | null;
  sex: 'male' | 'female' | 'unspecified' | null;
  /** every check digit of the MRZ agrees with its field, and no field is in doubt (OCR readings that disagree where no check digit can tell) */
  check_digits_valid: boolean | null;
  /** anything was read with confidence (an MRZ, or legible text on a side without one) */
  legible: boolean;
  /**
   * Lines shaped like an MRZ (runs of the < filler) were seen where no MRZ could be read: an older
   * card's front or a residence permit that carries one. Absent on rows read before it existed.
   */
  mrz_seen?: boolean;
  /**
   * What a side without MRZ prints under its labels (an ID card's front, a paper ID), each null where not
   * read with confidence; null on an MRZ side (the MRZ fields above say it) and on rows read before it existed.
   */
  printed?: PrintedIdentityFields | null;
}

/** The fields an identity card prints on its front (spec 2§5: compared with the back's MRZ and the applicant's personal details). */
export interface PrintedIdentityFields {
  document_number: string | null;
  /** upper case, as printed (MÜLLER, not the MRZ's MUELLER) */
  surname: string | null;
  given_names: string | null;
  /** ISO yyyy-mm-dd */
  date_of_birth: string | null;
  /** without the province in brackets: MILANO, KÖLN */
  place_of_birth: string | null;
  /** ISO yyyy-mm-dd, where the front prints it */
  expiry_date: string | null;
}

/**
 * What a reader extracted from a document other than a bank statement (payslip, fiscal document,
 * identity document, work contract), discriminated by `kind`. Each reader declares its interface in
 * this file and joins it here.
 */
export type DocumentExtraction = PayslipExtraction | IdentityExtraction | FiscalExtraction | ContractExtraction;

/**
 * One line of the report's other_documents (spec 2§3: label, type, info, notes, valid, msg,
 * possible_type), built when the document is parsed so the report service only copies it.
 */
export interface OtherDocumentSummary {
  /** the applicant's type description (type other), else the document type's catalogued label key */
  label: string;
  type: DocumentType;
  /** what was read, as catalogued key and params (e.g. the year and the net income) */
  info: { key: string; params: Record<string, string | number> } | null;
  /** the findings' keys (warnings and errors) */
  notes: string[];
  /** parsed without a blocking finding */
  valid: boolean;
  /** the first blocking finding's key, else the first warning's, else null */
  msg: string | null;
  /** what the reader recognised the file as (e.g. certificazione_unica for a file uploaded as other) */
  possible_type: string | null;
}

/** The application's income picture across every parsed statement, for the report. */
/**
 * One calendar month of the reconciled statements (integer cents), as the income service classified
 * their bookings: the report computes every monthly figure from these (services/report computation
 * README). Each account's day counts once (the newest statement of an account is the reading of the
 * days it covers).
 */
export interface IncomeMonthFigures {
  /** yyyy-mm */
  month: string;
  /** the days of the month some statement covers */
  days_covered: number;
  /** Σ over the covered days of the end-of-day balance of every account covering the day */
  balance_day_sum: number;
  /** the detected salary's credits booked in the month; null when none was */
  salary: number | null;
  /** the detected rent's debits booked in the month (positive); null when none was */
  rent: number | null;
  /** the other recurring debits booked in the month (positive; the rent not included) */
  other_recurrent_costs: number;
}

export interface IncomeSummary {
  /** the months the reconciled statements cover, oldest first (absent in summaries announced before it was added) */
  months?: IncomeMonthFigures[];
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

/** A document was uploaded and its parse queued: the report is hidden until documents/parsed (or documents/deleted) follows. */
export const documentUploaded = createAction('documents/uploaded', withMeta<{ applicationId: string; documentId: string; documentType: DocumentType }>());

/** A document's parse job finished: its status, figures (statements) and every finding. */
export const documentParsed = createAction(
  'documents/parsed',
  withMeta<{
    applicationId: string;
    applicantId: string;
    documentId: string;
    documentType: DocumentType;
    /** the uploaded file's name, as the report lists files it could not read */
    fileName?: string;
    status: DocumentStatus;
    figures: StatementFigures | null;
    /** what the document's reader extracted (payslips, identity, fiscal documents, contracts); null for statements and unread files */
    extraction: DocumentExtraction | null;
    findings: DocumentFinding[];
    /** documents other than statements: the report's other_documents line */
    summary?: OtherDocumentSummary | null;
  }>(),
);

/** A document was deleted (its parse job cancelled, its file removed). */
export const documentDeleted = createAction('documents/deleted', withMeta<{ applicationId: string; documentId: string; documentType: DocumentType }>());

/** The application's income summary changed (a statement parsed or deleted, a declaration changed). */
export const incomeSummaryChanged = createAction('income/summaryChanged', withMeta<{ applicationId: string; summary: IncomeSummary }>());
