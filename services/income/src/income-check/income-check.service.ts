import { Injectable } from '@nestjs/common';
import type { DocumentErrorItem, DocumentListResponse, MissingDocument, UploadDoneTimeResponse, ValidateDocumentsResponse } from '@tenant/contracts';
import { EMPLOYMENT_STATUSES, type ApplicationType, type EmploymentStatus, type Region } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../access/application-access.service.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from '../documents/document-messages.js';
import { errorOf, toUploadedDocument } from '../documents/document.mapper.js';
import { portfolioFindings } from '../documents/income-summary.js';
import { incomeCheckFieldsFor } from './supported-documents.js';

const isEmploymentStatus = (value: string | null | undefined): value is EmploymentStatus => (EMPLOYMENT_STATUSES as readonly string[]).includes(value ?? '');
/** Documents that count as "at least one successfully parsed" (spec 2§5). */
const IDENTIFYING_TYPES = new Set(['national_id', 'payslip', 'bank_statement']);

/** The income-check step on the server: the document list it polls, validate-documents, the rapid upload-done time. */
@Injectable()
export class IncomeCheckService {
  constructor(private readonly access: ApplicationAccessService) {}

  documents(caller: AccessTokenClaims, applicationId: string): Promise<DocumentListResponse> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const documents = (await tx.get(DocumentsRepository).listOf(application.applicationId)).map(toUploadedDocument);
      const statements = documents.filter((document) => document.type === 'bank_statement');
      const others = documents.filter((document) => document.type !== 'bank_statement');
      const parsed = (list: typeof documents) => list.every((document) => document.isParsed);
      return {
        success: true,
        documents,
        uploadedBankStatements: { documents: statements, isParsed: parsed(statements) },
        uploadedOtherDocuments: { documents: others, isParsed: parsed(others) },
        isParsed: parsed(documents),
      };
    });
  }

  /**
   * spec 2§4 Income check continue: every file parsed, then no blocking error on any file (the checks
   * across statements included), every required upload of the occupation present, statements covering
   * the months needed, and at least one identity document, payslip or statement parsed.
   */
  validate(caller: AccessTokenClaims, applicationId: string, region: Region, applicationType: ApplicationType): Promise<ValidateDocumentsResponse> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const documents = await tx.get(DocumentsRepository).listOf(application.applicationId);
      const profile = await tx.get(ApplicantProfilesRepository).find(application.applicationId);
      const context = { employmentStatus: profile?.employmentStatus ?? null, declaredRent: profile?.declaredRent ?? null };
      const portfolio = portfolioFindings(documents, context);
      const documentErrors = documents.flatMap((document) => this.errorItem(document));
      const missing = this.missingDocuments(documents, profile?.employmentStatus, region);
      const coverage = portfolio.find((finding) => finding.key === DOCUMENT_MESSAGES.coverage);
      if (coverage && !missing.some((item) => item.name === 'bank_statement')) missing.push({ name: 'bank_statement', supported_types: ['pdf'], message_key: coverage.key });
      const globalError = this.globalError(documents, applicationType);
      return {
        success: !globalError && documentErrors.length === 0 && missing.length === 0,
        document_errors: documentErrors,
        missing_documents: missing,
        global_error: globalError,
        ...(globalError ? { message: globalError } : {}),
      };
    });
  }

  setUploadDoneTime(caller: AccessTokenClaims, applicationId: string): Promise<UploadDoneTimeResponse> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const uploadDoneAt = new Date();
      await tx.get(ApplicantProfilesRepository).merge(application.applicationId, { uploadDoneAt });
      return { success: true, upload_done_at: uploadDoneAt.toISOString() };
    });
  }

  private errorItem(document: DocumentEntity): DocumentErrorItem[] {
    const error = errorOf(document.findings);
    return error?.blocker ? [{ document_id: document.id, error, file_name: document.fileName, message: error.message }] : [];
  }

  private missingDocuments(documents: DocumentEntity[], employmentStatus: string | null | undefined, region: Region): MissingDocument[] {
    if (!isEmploymentStatus(employmentStatus)) return [];
    const uploaded = new Set(documents.map((document) => document.type as string));
    return incomeCheckFieldsFor(employmentStatus, region)
      .filter((field) => !field.optional && !uploaded.has(field.name))
      .map((field) => ({
        name: field.name,
        supported_types: field.supported_types,
        message_key: field.name === 'bank_statement' ? DOCUMENT_MESSAGES.coverage : field.name === 'fiscal_doc' ? DOCUMENT_MESSAGES.missingWarning : DOCUMENT_MESSAGES.uploadMissingDocuments,
      }));
  }

  private globalError(documents: DocumentEntity[], applicationType: ApplicationType): string | null {
    if (documents.some((document) => document.parseStatus !== 'done')) return DOCUMENT_MESSAGES.pleaseWait;
    if (applicationType === 'rapid' && !documents.some((document) => document.type !== 'national_id')) return DOCUMENT_MESSAGES.noIncomeCheckFiles;
    const identifying = documents.some((document) => IDENTIFYING_TYPES.has(document.type) && document.status === 'parsed');
    return identifying ? null : DOCUMENT_MESSAGES.atLeastOneDocument;
  }
}
