import type { DocumentFinding, StatementFigures } from '@tenant/contracts';
import { statementCoverageMonths } from '@tenant/domain';
import { checkFileReadable, checkTampering } from './checks/file-checks.js';
import { averageCashBalance, detectRecurrentCosts, detectRent, detectSalary } from './checks/income-detection.js';
import { checkDuplicates } from './checks/portfolio-checks.js';
import {
  checkChosenBank,
  checkHolder,
  checkLegalValue,
  checkMerged,
  checkParsed,
  checkReconciliation,
  checkNotTooOld,
  checkTaxId,
  checkWholeMonths,
} from './checks/statement-checks.js';
import { chosenBankOf } from './chosen-bank.js';
import { readBankStatement } from './read-bank-statement.js';
import type { NormalisedStatement } from './statement-types.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseContext } from '../documents/parse-context.js';
import { outcome, type ParseOutcome } from '../documents/parse-outcome.js';
import { decodeProviderStatement, PROVIDER_STATEMENT_MIME, readProviderStatement } from '../psd2/statements/provider-statement.js';

/** The figures of one statement; salary and rent only when the statement alone shows them. */
export const figuresOf = (statement: NormalisedStatement, reconciled: boolean): StatementFigures => {
  const costs = detectRecurrentCosts([statement]);
  const rent = detectRent([statement]);
  return {
    bank_name: statement.bank?.name ?? null,
    bank_code: statement.bank?.code ?? null,
    iban: statement.iban,
    holder: statement.holder,
    period_from: statement.periodFrom,
    period_to: statement.periodTo,
    opening_balance: statement.openingBalance,
    closing_balance: statement.closingBalance,
    currency: statement.currency,
    transaction_count: statement.transactions.length,
    reconciled,
    salary_monthly: detectSalary([statement])?.amount ?? null,
    rent_monthly: rent ? Math.abs(rent.amount) : null,
    recurrent_costs_monthly: costs.reduce((total, series) => total + Math.abs(series.amount), 0),
    average_cash_balance: averageCashBalance(statement),
  };
};

/**
 * The checks of one statement, whatever it was read from (a PDF, a PSD2 provider's transactions): the
 * reader's own findings, reconciliation, chosen bank, holder, tax id, whole months, recent, duplicates of
 * earlier statements. Coverage, salary and rent span statements: income-summary.ts.
 */
export function checkStatement(document: DocumentEntity, statement: NormalisedStatement, sha256: string, context: ParseContext, findings: DocumentFinding[]): ParseOutcome {
  const source = document.id;
  const reconciliation = [...checkReconciliation(statement, source), ...findings.filter((finding) => finding.key === 'BankAccts.Error.Reconciliation')];
  const chosen = chosenBankOf(document);
  const { applicant } = context;
  const checked: DocumentFinding[] = [
    ...findings,
    ...checkReconciliation(statement, source),
    ...(chosen ? checkChosenBank(statement, chosen, source) : []),
    ...(applicant?.firstName && applicant.lastName ? checkHolder(statement, { firstName: applicant.firstName, lastName: applicant.lastName }, source) : []),
    ...checkTaxId(statement, applicant?.fiscalCode ?? null, source),
    ...checkWholeMonths(statement, source),
    ...checkNotTooOld(statement, context.today, statementCoverageMonths(applicant?.employmentStatus ?? null), source),
  ];
  const uploads = [...context.earlierStatements.map((earlier) => ({ source: earlier.id, sha256: earlier.sha256, statement: earlier.statement })), { source, sha256, statement }];
  checked.push(...checkDuplicates(uploads).filter((finding) => finding.source === source));
  // A statement that does not reconcile is not verified data: its figures are kept but marked unreconciled.
  return outcome(checked, figuresOf(statement, reconciliation.length === 0), statement);
}

/** A bank statement as PDF: read, the file's own checks (readable, tampering, merged, legal value), then checkStatement. */
export async function parseBankStatement(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const source = document.id;
  const { inspection, reading } = await readBankStatement(bytes);
  const unreadable = checkFileReadable(inspection, source);
  if (unreadable.length || !reading) return outcome(unreadable);
  const findings: DocumentFinding[] = [...checkTampering(inspection, source), ...checkParsed(reading, source), ...checkMerged(reading, source), ...checkLegalValue(reading, source)];
  return reading.statement ? checkStatement(document, reading.statement, inspection.sha256, context, findings) : outcome(findings);
}

/** A bank statement made from a PSD2 provider's transactions (psd2/): no PDF to inspect, the same statement checks. */
export async function parseProviderStatement(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const reading = readProviderStatement(decodeProviderStatement(bytes), document.id);
  return reading.statement ? checkStatement(document, reading.statement, document.sha256, context, reading.findings) : outcome(reading.findings);
}

/** A bank statement upload: a PSD2 provider's transactions when fetched through psd2/, else a PDF. */
export const parseStatementDocument = (document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> =>
  (document.mimeType === PROVIDER_STATEMENT_MIME ? parseProviderStatement : parseBankStatement)(document, bytes, context);
