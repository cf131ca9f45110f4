import type { DocumentFinding } from '@tenant/contracts';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseContext } from '../documents/parse-context.js';
import { outcome, type ParseOutcome } from '../documents/parse-outcome.js';
import { DOCUMENT_MESSAGES } from '../documents/document-messages.js';
import type { PdfFailure } from '../documents/pdf/pdf-types.js';
import { checkFiscalCode, checkFiscalRead, checkTaxpayerName, checkTooOld } from './checks/fiscal-checks.js';
import { fiscalFinding } from './fiscal-messages.js';
import { readFiscalDocument } from './read-fiscal-document.js';

/** Why a fiscal PDF cannot be read at all: the upload keys of the pipeline, a scan its own. */
const FILE_FAILURES: Record<PdfFailure, (source: string) => DocumentFinding> = {
  empty: (source) => ({ key: DOCUMENT_MESSAGES.emptyFile, level: 'error', source }),
  'too-large': (source) => ({ key: DOCUMENT_MESSAGES.maxFileSize, level: 'error', source }),
  'not-pdf': (source) => ({ key: DOCUMENT_MESSAGES.fileType, level: 'error', source }),
  truncated: (source) => ({ key: DOCUMENT_MESSAGES.truncated, level: 'error', source }),
  corrupt: (source) => ({ key: DOCUMENT_MESSAGES.corrupted, level: 'error', source }),
  locked: (source) => ({ key: DOCUMENT_MESSAGES.locked, level: 'error', source }),
  scan: (source) => fiscalFinding('Fiscal.Error.Scan', source),
};

/**
 * A fiscal document (fiscal_doc, cud, tax_return): read the form, then compare it with the applicant
 * (tax id, name where printed) and today (older than 1.5 years is flagged).
 */
export async function parseFiscalDocument(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const source = document.id;
  const { inspection, reading } = await readFiscalDocument(bytes);
  if (inspection.failure || !reading) return outcome([FILE_FAILURES[inspection.failure ?? 'corrupt'](source)]);
  const extraction = reading.extraction;
  if (!extraction) return outcome(checkFiscalRead(reading, source));
  const findings = [
    ...checkFiscalCode(extraction, context.applicant?.fiscalCode ?? null, source),
    ...checkTaxpayerName(extraction, context.applicant, source),
    ...checkTooOld(extraction, context.today, source),
  ];
  return outcome(findings, null, null, extraction);
}
