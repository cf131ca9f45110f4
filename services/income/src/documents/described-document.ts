import type { DocumentEntity } from '../entities/document.entity.js';
import { readFiscalLines } from '../fiscal/read-fiscal-document.js';
import { readContractText } from '../work-contracts/read-work-contract.js';
import { groupLines } from './pdf/text-lines.js';
import { readPdf } from './pdf/read-pdf.js';
import { outcome, type ParseOutcome } from './parse-outcome.js';
import { parseOtherDocument } from './parse-other-document.js';

/**
 * An "other" document (type description required, spec 2§5): it only has to open, and when it is a
 * fiscal form or a work contract what its reader finds is kept, so the report can say what it likely
 * is (other_documents possible_type) without holding the applicant to that reader's checks.
 */
export async function parseDescribedDocument(document: DocumentEntity, bytes: Uint8Array): Promise<ParseOutcome> {
  if (document.mimeType !== 'application/pdf') return outcome([]);
  const { inspection, items } = await readPdf(bytes);
  if (inspection.failure) return parseOtherDocument(document, bytes);
  const lines = groupLines(items);
  const extraction = readFiscalLines(lines).extraction ?? readContractText(lines.map((line) => line.text).join('\n'));
  return outcome([], null, null, extraction);
}
