import { Injectable, NotFoundException } from '@nestjs/common';
import { documentDeleted, identityDocumentUploaded } from '@tenant/contracts';
import type { DocumentType } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import { createHash } from 'node:crypto';
import { ApplicationAccessService } from '../access/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { recordIncomeSummary } from './income-summary-events.js';
import { ParseJobsService } from './parse-jobs.service.js';
import { DocumentStorage } from './storage/document-storage.port.js';
import type { UploadFile } from './upload-file.interceptor.js';
import { acceptedMimeType, checkQuota } from './upload-validation.js';

/** What an upload call says about its file besides the bytes. */
export interface DocumentFields {
  type: DocumentType;
  name?: string;
  description?: string | null;
  idType?: string | null;
  side?: string | null;
  bankCode?: string | null;
  bankName?: string | null;
}

/**
 * The documents of an application (DESIGN §4b): an upload is checked (size, sniffed type, quota),
 * stored behind the storage port and its parse job queued, all in one transaction, and answers at
 * once; delete removes the row and the file and cancels the job. Every call opens with the access
 * check; another application's document answers like a missing one.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly storage: DocumentStorage,
    private readonly jobs: ParseJobsService,
  ) {}

  upload(caller: AccessTokenClaims, applicationId: string, fields: DocumentFields, upload: UploadFile | undefined): Promise<DocumentEntity> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const { file, mimeType } = await acceptedMimeType(upload, fields.type);
      const documents = tx.get(DocumentsRepository);
      checkQuota(await documents.usageOf(application.applicationId), file.size);
      const storageKey = await this.storage.put(file.buffer, mimeType, tx);
      const document = await documents.insert({
        applicationId: application.applicationId,
        applicantId: caller.userId,
        type: fields.type,
        fileName: (fields.name ?? file.originalname).slice(0, 255),
        description: fields.description ?? null,
        idType: fields.idType ?? null,
        side: fields.side ?? null,
        mimeType,
        sizeBytes: file.size,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        storageKey,
        bankCode: fields.bankCode ?? null,
        bankName: fields.bankName ?? null,
      });
      document.parseJobId = await this.jobs.enqueue(document, tx);
      if (document.type === 'national_id') await this.recordIdentityUpload(tx, document);
      return document;
    });
  }

  list(caller: AccessTokenClaims, applicationId: string): Promise<DocumentEntity[]> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', (application, tx) => tx.get(DocumentsRepository).listOf(application.applicationId));
  }

  find(caller: AccessTokenClaims, applicationId: string, documentId: string): Promise<DocumentEntity> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', (application, tx) => this.documentOf(tx, application.applicationId, documentId));
  }

  async delete(caller: AccessTokenClaims, applicationId: string, documentId: string): Promise<DocumentEntity> {
    const deleted = await this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const document = await this.documentOf(tx, application.applicationId, documentId);
      await tx.get(DocumentsRepository).delete(document.id);
      await this.storage.delete(document.storageKey, tx);
      await tx.record(documentDeleted({ applicationId: document.applicationId, documentId: document.id, documentType: document.type }, document.applicationId));
      await recordIncomeSummary(tx, document.applicationId);
      return document;
    });
    await this.jobs.cancel(deleted.parseJobId);
    return deleted;
  }

  /** The application's document, or the spec's 'undefined document id' whether it is missing or another application's. */
  private async documentOf(tx: UnitOfWork, applicationId: string, documentId: string): Promise<DocumentEntity> {
    const document = await tx.get(DocumentsRepository).findOf(applicationId, documentId);
    if (!document) throw new NotFoundException(DOCUMENT_MESSAGES.documentNotFound);
    return document;
  }

  /** Kept for subscribers of the personal-details identity upload (documents/identityDocumentUploaded). */
  private recordIdentityUpload(tx: UnitOfWork, document: DocumentEntity): Promise<void> {
    return tx.record(
      identityDocumentUploaded(
        {
          applicationId: document.applicationId,
          applicantId: document.applicantId,
          documentId: document.id,
          idType: document.idType ?? '',
          side: document.side ?? '',
          mimeType: document.mimeType,
        },
        document.applicationId,
      ),
    );
  }
}
