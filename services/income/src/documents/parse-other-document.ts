import type { DocumentEntity } from '../entities/document.entity.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import { outcome, type ParseOutcome } from './parse-outcome.js';
import { readPdf } from './pdf/read-pdf.js';
import type { PdfFailure } from './pdf/pdf-types.js';

const OTHER_FILE_FAILURES: Partial<Record<PdfFailure, string>> = {
  empty: DOCUMENT_MESSAGES.emptyFile,
  truncated: DOCUMENT_MESSAGES.truncated,
  corrupt: DOCUMENT_MESSAGES.corrupted,
  locked: DOCUMENT_MESSAGES.locked,
};

/**
 * Any other document: its content is read by the next issue's parsers; for now a PDF must open (not
 * truncated, corrupt or locked). A scan is fine here: identity documents and payslips may be images.
 */
export async function parseOtherDocument(document: DocumentEntity, bytes: Uint8Array): Promise<ParseOutcome> {
  if (document.mimeType !== 'application/pdf') return outcome([]);
  const { inspection } = await readPdf(bytes);
  const key = inspection.failure ? OTHER_FILE_FAILURES[inspection.failure] : undefined;
  return outcome(key ? [{ key, level: 'error', source: document.id }] : []);
}
