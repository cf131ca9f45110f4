import { Injectable, NotFoundException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { identityDocumentUploaded, type UploadedDocument } from '@tenant/contracts';
import { ACCEPTED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES } from '@tenant/domain';
import { ValidationFailedException, type AccessTokenClaims } from '@tenant/server-kit';
import type { IdentityDocumentUploadInput } from '@tenant/validation';
import { fileTypeFromBuffer } from 'file-type';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import type { IdentityDocumentEntity } from '../entities/identity-document.entity.js';
import { DocumentStorage } from '../providers/storage/document-storage.port.js';
import { IdentityRepository } from '../repositories/identity.repository.js';

export const UPLOAD_MESSAGES = {
  maxFileSize: 'Upload.Error.MaxFileSize',
  fileType: 'Upload.Error.FileType',
  missingFile: 'Upload.Error.MissingFile',
  documentNotFound: 'undefined document id',
} as const;

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** Stored and not parsed: identity documents are parsed by the income service's pipeline. */
const toUploadedDocument = (document: IdentityDocumentEntity): UploadedDocument => ({
  id: document.id,
  documentId: document.id,
  name: document.fileName,
  type: 'national_id',
  status: 'parsed',
  parse_status: 'done',
  isParsed: true,
  hasError: false,
  hasWarning: false,
  cancelAllowed: true,
  idType: document.idType,
  id_type: document.idType,
  side: document.side,
  description: null,
  mime_type: document.mimeType,
  size: document.sizeBytes,
  parse_task: null,
  error: null,
  message: null,
  messageKey: null,
  bank_abi: null,
  bank_name: null,
  bankIsNotInList: false,
  findings: [],
  created_at: document.createdAt.toISOString(),
});

/**
 * Identity documents of sub-step 2 (spec 1§2, 2§5): png, jpeg or pdf up to MAX_UPLOAD_BYTES, the type
 * sniffed from the bytes (a renamed file is refused), stored behind the storage port. Parsing comes
 * with the documents issue and picks them up from documents/identityDocumentUploaded.
 */
@Injectable()
export class IdentityDocumentsService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly storage: DocumentStorage,
  ) {}

  upload(caller: AccessTokenClaims, applicationId: string, input: IdentityDocumentUploadInput, file: UploadedFile | undefined): Promise<UploadedDocument> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      if (!file || file.size === 0) throw new ValidationFailedException([{ msg: UPLOAD_MESSAGES.missingFile, loc: ['body', 'file'] }]);
      if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException(UPLOAD_MESSAGES.maxFileSize);
      const sniffed = await fileTypeFromBuffer(file.buffer);
      if (!sniffed || !(ACCEPTED_UPLOAD_MIME_TYPES as readonly string[]).includes(sniffed.mime)) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.fileType);
      const storageKey = await this.storage.put(file.buffer, sniffed.mime, tx);
      const document = await tx.get(IdentityRepository).addDocument({
        applicationId: application.id,
        applicantId: caller.userId,
        storageKey,
        idType: input.id_type,
        side: input.side,
        fileName: (input.name ?? file.originalname).slice(0, 255),
        mimeType: sniffed.mime,
        sizeBytes: file.size,
      });
      await tx.record(
        identityDocumentUploaded(
          { applicationId: application.id, applicantId: caller.userId, documentId: document.id, idType: document.idType, side: document.side, mimeType: document.mimeType },
          application.id,
        ),
      );
      return toUploadedDocument(document);
    });
  }

  list(caller: AccessTokenClaims, applicationId: string): Promise<UploadedDocument[]> {
    return this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) =>
      (await tx.get(IdentityRepository).documentsOf(application.id, caller.userId)).map(toUploadedDocument),
    );
  }

  async delete(caller: AccessTokenClaims, applicationId: string, documentId: string): Promise<void> {
    await this.access.withApplication(caller, applicationId, 'owner-or-invited', async (application, tx) => {
      const documents = tx.get(IdentityRepository);
      const document = await documents.findDocument(documentId, application.id, caller.userId);
      if (!document) throw new NotFoundException(UPLOAD_MESSAGES.documentNotFound);
      await documents.deleteDocument(document.id);
      await this.storage.delete(document.storageKey, tx);
    });
  }
}
