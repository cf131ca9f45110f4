import { Injectable, NotFoundException } from '@nestjs/common';
import { documentDeleted, documentUploaded, identityDocumentUploaded } from '@tenant/contracts';
import type { ApplicationType, DocumentType, Region } from '@tenant/domain';
import { displayName, type AccessTokenClaims } from '@tenant/server-kit';
import { createHash } from 'node:crypto';
import { ApplicationAccessService } from '../access/application-access.service.js';
import type { UnitOfWork } from '../database/transaction-runner.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { DocumentsRepository } from '../repositories/documents.repository.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { verdictOf, type DocumentsVerdictResult } from './documents-verdict.js';
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
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const { file, mimeType } = await acceptedMimeType(upload, fields.type);
      const document = await this.storeWithin(tx, { applicationId: application.applicationId, applicantId: caller.userId }, { ...fields, name: fields.name ?? file.originalname }, file.buffer, mimeType);
      document.parseJobId = await this.jobs.enqueue(document, tx);
      if (document.type === 'national_id') await this.recordIdentityUpload(tx, document);
      // the report waits while a document is being parsed
      await tx.record(documentUploaded({ applicationId: document.applicationId, documentId: document.id, documentType: document.type }, document.applicationId));
      return document;
    });
  }

  /**
   * Stores a document's bytes and row in the caller's transaction, within the application's quota; its
   * parse is the caller's to start (an upload queues a job, a PSD2 fetch parses at once).
   */
  async storeWithin(tx: UnitOfWork, owner: { applicationId: string; applicantId: string }, fields: DocumentFields & { name: string }, content: Buffer, mimeType: string): Promise<DocumentEntity> {
    const documents = tx.get(DocumentsRepository);
    checkQuota(await documents.usageOf(owner.applicationId), content.length);
    const storageKey = await this.storage.put(content, mimeType, tx);
    return documents.insert({
      applicationId: owner.applicationId,
      applicantId: owner.applicantId,
      type: fields.type,
      fileName: displayName(fields.name, 255) ?? 'document',
      description: displayName(fields.description, 255),
      idType: fields.idType ?? null,
      side: fields.side ?? null,
      mimeType,
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageKey,
      bankCode: fields.bankCode ?? null,
      bankName: displayName(fields.bankName, 255),
    });
  }

  list(caller: AccessTokenClaims, applicationId: string): Promise<DocumentEntity[]> {
    return this.access.withApplication(caller, applicationId, (application, tx) => tx.get(DocumentsRepository).listOf(application.applicationId));
  }

  find(caller: AccessTokenClaims, applicationId: string, documentId: string): Promise<DocumentEntity> {
    return this.access.withApplication(caller, applicationId, (application, tx) => this.documentOf(tx, application.applicationId, documentId));
  }

  async delete(caller: AccessTokenClaims, applicationId: string, documentId: string): Promise<DocumentEntity> {
    const deleted = await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const document = await this.documentOf(tx, application.applicationId, documentId);
      await this.removeWithin(tx, document);
      return document;
    });
    await this.jobs.cancel(deleted);
    return deleted;
  }

  /** The verdict on the application's documents for the caller (documents-verdict.ts), as validate-documents gives it. */
  verdict(caller: AccessTokenClaims, applicationId: string, region: Region, applicationType: ApplicationType): Promise<DocumentsVerdictResult> {
    return this.access.withApplication(caller, applicationId, (application, tx) => verdictOf(tx, application.applicationId, caller.userId, region, applicationType));
  }

  /** Removes a document, its file and announces it in the caller's transaction; a queued parse job is the caller's to cancel. */
  async removeWithin(tx: UnitOfWork, document: DocumentEntity): Promise<void> {
    await tx.get(DocumentsRepository).delete(document.id);
    await this.storage.delete(document.storageKey, tx);
    await tx.record(documentDeleted({ applicationId: document.applicationId, documentId: document.id, documentType: document.type }, document.applicationId));
    await recordIncomeSummary(tx, document.applicationId);
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
