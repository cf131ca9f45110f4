import { Injectable } from '@nestjs/common';
import type { DocumentListResponse, UploadDoneTimeResponse, ValidateDocumentsResponse } from '@tenant/contracts';
import type { ApplicationType, Region } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { ApplicantProfilesRepository } from '../repositories/applicant-profiles.repository.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { UploadDoneRepository } from '../repositories/upload-done.repository.js';
import { toListedDocument } from '../documents/document.mapper.js';
import { DocumentsService } from '../documents/documents.service.js';
import { portfolioFindings } from '../documents/income-summary.js';

/** The income-check step on the server: the document list it polls, validate-documents, the rapid upload-done time. */
@Injectable()
export class IncomeCheckService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly documentsService: DocumentsService,
  ) {}

  /** The documents the screens poll; a file's row also shows the checks across documents that point at it (a payslip's net pay vs the salary credits). */
  documents(caller: AccessTokenClaims, applicationId: string): Promise<DocumentListResponse> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const stored = await tx.get(DocumentsRepository).listOf(application.applicationId);
      const across = portfolioFindings(stored, await tx.get(ApplicantProfilesRepository).factsOfUploaders(application.applicationId, stored));
      const documents = stored.map((document) => toListedDocument(document, across.filter((finding) => finding.source === document.id)));
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

  /** spec 2§4 Income check continue: the documents verdict (documents-verdict.ts) for the caller. */
  async validate(caller: AccessTokenClaims, applicationId: string, region: Region, applicationType: ApplicationType): Promise<ValidateDocumentsResponse> {
    const { success, document_errors, missing_documents, global_error, warnings, message } = await this.documentsService.verdict(caller, applicationId, region, applicationType);
    return { success, document_errors, missing_documents, global_error, warnings, ...(message ? { message } : {}) };
  }

  setUploadDoneTime(caller: AccessTokenClaims, applicationId: string): Promise<UploadDoneTimeResponse> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const uploadDoneAt = new Date();
      await tx.get(UploadDoneRepository).set(application.applicationId, uploadDoneAt);
      return { success: true, upload_done_at: uploadDoneAt.toISOString() };
    });
  }
}
