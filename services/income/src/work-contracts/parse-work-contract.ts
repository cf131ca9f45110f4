import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseContext } from '../documents/parse-context.js';
import { outcome, type ParseOutcome } from '../documents/parse-outcome.js';
import { parseOtherDocument } from '../documents/parse-other-document.js';
import { checkContractEnded, checkContractRead, checkContractType, checkEmployeeName } from './contract-checks.js';
import { contractFinding } from './contract-messages.js';
import { readWorkContract } from './read-work-contract.js';

/**
 * A work contract (PDF, spec 2§5): employer, start, type and end where the text allows, compared with
 * the declared contract type and the applicant. A scanned contract is kept with a warning.
 */
export async function parseWorkContract(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const source = document.id;
  const { inspection, extraction } = await readWorkContract(bytes);
  if (inspection.failure === 'scan') return outcome([contractFinding('Contract.Error.Scan', source)]);
  if (inspection.failure) return parseOtherDocument(document, bytes);
  const read = checkContractRead(extraction, source);
  if (!extraction) return outcome(read);
  const findings = [
    ...read,
    ...checkContractType(extraction, context.applicant?.typeOfContract ?? null, source),
    ...checkContractEnded(extraction, context.today, source),
    ...checkEmployeeName(extraction, context.applicant, source),
  ];
  return outcome(findings, null, null, extraction);
}
