import type { DocumentFinding } from '@tenant/contracts';
import type { ParseContext } from '../documents/parse-context.js';
import { outcome, type ParseOutcome } from '../documents/parse-outcome.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { checkDuplicate, checkEmployee, checkEmployerChanged, checkFiscalCode, checkPayslipFile, checkPayslipParsed, checkRecentPayslip, type EarlierPayslip } from './checks/payslip-checks.js';
import { readPayslipFile } from './read-payslip-file.js';

const earlierOf = (documents: ParseContext['earlierPayslips']): EarlierPayslip[] =>
  documents.map((document) => ({ sha256: document.sha256, payslip: document.extraction?.kind === 'payslip' ? document.extraction : null }));

/**
 * A payslip: read, then every check that needs only this file, the applicant and the earlier payslips
 * (name, fiscal code, duplicate, employer changed against the same applicant's payslips, not older than 3 months). Coverage, the employer as payer
 * of the salary and net pay vs the bank span documents: payslips/checks/payslip-portfolio.ts.
 */
export async function parsePayslip(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const source = document.id;
  const { inspection, reading } = await readPayslipFile(bytes);
  const unreadable = checkPayslipFile(inspection, source);
  if (unreadable.length || !reading) return outcome(unreadable);
  const parsed = checkPayslipParsed(reading, source);
  const { payslip } = reading;
  if (parsed.length || !payslip) return outcome(parsed);
  const { applicant } = context;
  const earlier = earlierOf(context.earlierPayslips);
  // A co-applicant works elsewhere: only the uploader's own payslips tell of a change of employer.
  const ownEarlier = earlierOf(context.earlierPayslips.filter((other) => other.applicantId === document.applicantId));
  const findings: DocumentFinding[] = [
    ...(applicant?.firstName && applicant.lastName ? checkEmployee(payslip, { firstName: applicant.firstName, lastName: applicant.lastName }, source, reading.text) : []),
    ...checkFiscalCode(payslip, applicant?.fiscalCode ?? null, source),
    ...checkDuplicate({ sha256: inspection.sha256, payslip }, earlier, source),
    ...checkEmployerChanged(payslip, ownEarlier, source),
    ...checkRecentPayslip(payslip, context.today, source),
  ];
  return outcome(findings, null, null, payslip);
}
