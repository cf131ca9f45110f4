import { HttpException, HttpStatus, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ACCEPTED_UPLOAD_MIME_TYPES, MAX_APPLICATION_UPLOAD_BYTES, MAX_DOCUMENTS_PER_APPLICATION, MAX_UPLOAD_BYTES, PDF_ONLY_DOCUMENT_TYPES, type DocumentType } from '@tenant/domain';
import { ValidationFailedException } from '@tenant/server-kit';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MESSAGES, maxFileSizeParams } from './document-messages.js';
import type { UploadFile } from './upload-file.interceptor.js';

/** The keys a document type's upload refuses with: bank statements have their own (spec 2§8 bank statement errors). */
const REFUSALS: Partial<Record<DocumentType, { empty: string; fileType: string }>> = {
  bank_statement: { empty: 'BankAccts.Error.EmptyFile', fileType: 'BankAccts.Error.InvalidFileType' },
};

/**
 * What is refused before a file is stored: no file, zero bytes, over MAX_UPLOAD_BYTES, or a type (sniffed
 * from the bytes, never the name) the document does not accept (spec 2§5). Anything else is stored and
 * its problems (truncated, corrupt, locked, scan, …) become the document's parse findings.
 */
export async function acceptedMimeType(file: UploadFile | undefined, type: DocumentType): Promise<{ file: UploadFile; mimeType: string }> {
  const keys = REFUSALS[type] ?? { empty: DOCUMENT_MESSAGES.emptyFile, fileType: DOCUMENT_MESSAGES.fileType };
  if (!file) throw new ValidationFailedException([{ msg: DOCUMENT_MESSAGES.missingFile, loc: ['body', 'file'] }]);
  if (file.size === 0) throw new ValidationFailedException([{ msg: keys.empty, loc: ['body', 'file'] }]);
  if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException({ message: DOCUMENT_MESSAGES.maxFileSize, params: maxFileSizeParams(file.size) });
  const sniffed = await fileTypeFromBuffer(file.buffer);
  const accepted: readonly string[] = PDF_ONLY_DOCUMENT_TYPES.includes(type) ? ['application/pdf'] : ACCEPTED_UPLOAD_MIME_TYPES;
  if (!sniffed || !accepted.includes(sniffed.mime)) throw new UnsupportedMediaTypeException(keys.fileType);
  return { file, mimeType: sniffed.mime };
}

/** Per-application quota: at most MAX_DOCUMENTS_PER_APPLICATION files and MAX_APPLICATION_UPLOAD_BYTES in all. */
export function checkQuota(usage: { documents: number; bytes: number }, sizeBytes: number): void {
  if (usage.documents + 1 > MAX_DOCUMENTS_PER_APPLICATION || usage.bytes + sizeBytes > MAX_APPLICATION_UPLOAD_BYTES) {
    throw new HttpException(
      { message: DOCUMENT_MESSAGES.quotaExceeded, params: { documents: MAX_DOCUMENTS_PER_APPLICATION, limit: MAX_APPLICATION_UPLOAD_BYTES / (1024 * 1024) } },
      HttpStatus.CONFLICT,
    );
  }
}
