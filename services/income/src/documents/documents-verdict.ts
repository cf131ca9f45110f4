import type { DocumentErrorItem, DocumentFinding, MissingDocument, ValidateDocumentsResponse } from '@tenant/contracts';
import { EMPLOYMENT_STATUSES, FISCAL_DOCUMENT_TYPES, type ApplicationType, type DocumentType, type EmploymentStatus, type Region } from '@tenant/domain';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { identitySidesMissing } from '../identity/checks/identity-sides.js';
import { incomeCheckFieldsFor } from '../income-check/supported-documents.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { errorOf } from './document.mapper.js';
import { portfolioFindings, type UploaderFacts } from './income-summary.js';

/** Documents that count as "at least one successfully parsed" (spec 2§5). */
const IDENTIFYING_TYPES = new Set(['national_id', 'payslip', 'bank_statement']);

const isEmploymentStatus = (value: string | null | undefined): value is EmploymentStatus => (EMPLOYMENT_STATUSES as readonly string[]).includes(value ?? '');

/** What the verdict on an application's documents depends on. */
export interface VerdictInput {
  documents: DocumentEntity[];
  /** the employment status of the person asking (their step's required uploads) */
  employmentStatus: string | null;
  /** the facts of each uploader, for the checks across statements */
  uploaders: UploaderFacts;
  region: Region;
  applicationType: ApplicationType;
}

/** validate-documents' answer plus is_global_warning: what the other-documents calls also answer. */
export type DocumentsVerdictResult = ValidateDocumentsResponse & { is_global_warning: boolean };

/** spec 2§8: a missing statement is the coverage error, a missing fiscal document (Italian or German) Uploads.Warning.Missing with the label Fiscal Document. */
const missingKeyOf = (name: string): string =>
  name === 'bank_statement' ? DOCUMENT_MESSAGES.coverage : FISCAL_DOCUMENT_TYPES.includes(name as DocumentType) ? DOCUMENT_MESSAGES.missingWarning : DOCUMENT_MESSAGES.uploadMissingDocuments;

/** A file's blocking message: its own findings, and the blocking findings across documents that point at it (a payslip's employer vs the salary payer). */
const errorItem = (document: DocumentEntity, across: DocumentFinding[]): DocumentErrorItem[] => {
  const error = errorOf([...across.filter((finding) => finding.level === 'error'), ...document.findings]);
  return error?.blocker ? [{ document_id: document.id, error, file_name: document.fileName, message: error.message }] : [];
};

const missingDocuments = (documents: DocumentEntity[], employmentStatus: string | null, region: Region): MissingDocument[] => {
  if (!isEmploymentStatus(employmentStatus)) return [];
  const uploaded = new Set(documents.map((document) => document.type as string));
  return incomeCheckFieldsFor(employmentStatus, region)
    .filter((field) => !field.optional && !uploaded.has(field.name))
    .map((field) => ({
      name: field.name,
      supported_types: field.supported_types,
      message_key: missingKeyOf(field.name),
    }));
};

/** The documents a rapid report's per-employment summary and payslip controls are made of. */
const RAPID_INCOME_TYPES = new Set(['payslip', 'bank_statement']);

/**
 * Rapid (spec 2§8 rapid-flow errors): no income-check file at all is NoIncomeCheckFilesUploaded; files,
 * but not one payslip or statement read without a blocking error among them, is InsufficientDocuments.
 */
const rapidError = (documents: DocumentEntity[]): string | null => {
  if (!documents.some((document) => document.type !== 'national_id')) return DOCUMENT_MESSAGES.noIncomeCheckFiles;
  const income = documents.some((document) => RAPID_INCOME_TYPES.has(document.type) && document.status === 'parsed');
  return income ? null : DOCUMENT_MESSAGES.insufficientDocuments;
};

const globalError = (documents: DocumentEntity[], applicationType: ApplicationType): string | null => {
  if (documents.some((document) => document.parseStatus !== 'done')) return DOCUMENT_MESSAGES.pleaseWait;
  const rapid = applicationType === 'rapid' ? rapidError(documents) : null;
  if (rapid) return rapid;
  const identifying = documents.some((document) => IDENTIFYING_TYPES.has(document.type) && document.status === 'parsed');
  return identifying ? null : DOCUMENT_MESSAGES.atLeastOneDocument;
};

/**
 * The one verdict on an application's documents (spec 2§4 Income check continue, 2§7): every file
 * parsed, no blocking error on any file (the checks across documents included), every required upload of the occupation present, statements
 * covering the months needed (across statements), both sides of non-passport identity documents, and at least one identity document, payslip or
 * statement parsed. The checks across statements that do not block (salary, rent, other income) are
 * `warnings`. A global message that only asks to wait for parsing is a warning (is_global_warning).
 */
export function documentsVerdict({ documents, employmentStatus, uploaders, region, applicationType }: VerdictInput): DocumentsVerdictResult {
  const portfolio = portfolioFindings(documents, uploaders);
  const documentErrors = documents.flatMap((document) => errorItem(document, portfolio.filter((finding) => finding.source === document.id)));
  const missing = [...missingDocuments(documents, employmentStatus, region), ...identitySidesMissing(documents)];
  const coverage = portfolio.find((finding) => finding.key === DOCUMENT_MESSAGES.coverage);
  if (coverage && !missing.some((item) => item.name === 'bank_statement')) missing.push({ name: 'bank_statement', supported_types: ['pdf'], message_key: coverage.key });
  const global = globalError(documents, applicationType);
  return {
    success: !global && documentErrors.length === 0 && missing.length === 0,
    document_errors: documentErrors,
    missing_documents: missing,
    global_error: global,
    is_global_warning: global === DOCUMENT_MESSAGES.pleaseWait,
    warnings: portfolio.filter((finding) => finding.level === 'warning'),
    ...(global ? { message: global } : {}),
  };
}

/** The verdict as this transaction sees the application, for the person asking. */
export async function verdictOf(tx: UnitOfWork, applicationId: string, callerId: string, region: Region, applicationType: ApplicationType): Promise<DocumentsVerdictResult> {
  const documents = await tx.get(DocumentsRepository).listOf(applicationId);
  const profiles = tx.get(ApplicantProfilesRepository);
  const caller = await profiles.factsOf(applicationId, callerId);
  return documentsVerdict({ documents, employmentStatus: caller.employmentStatus, uploaders: await profiles.factsOfUploaders(applicationId, documents), region, applicationType });
}
