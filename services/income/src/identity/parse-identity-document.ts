import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseContext } from '../documents/parse-context.js';
import { outcome, type ParseOutcome } from '../documents/parse-outcome.js';
import { identityChecks } from './checks/identity-checks.js';
import { identityExtractionOf } from './identity-extraction.js';
import { identityOcr } from './ocr/ocr-engine.js';
import { readIdentityDocument } from './read-identity-document.js';

/**
 * An identity document (type national_id): its MRZ read by OCR, what it says, and the checks against
 * what the applicant entered. Runs in the identity queue's worker (IDENTITY_OCR_QUEUE), never in a request.
 */
export async function parseIdentityDocument(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const reading = await readIdentityDocument(bytes, document.mimeType, identityOcr(), context.today);
  const extraction = identityExtractionOf(reading, document, context.today);
  return outcome(identityChecks(extraction, context.applicant, context.today, document.id), null, null, extraction);
}
