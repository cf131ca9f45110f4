import type { DocumentFinding, StatementFigures } from '@tenant/contracts';
import { UNLISTED_BANK_ABI } from '@tenant/domain';
import { BANKS, UNLISTED_BANK, type Bank } from '../statements/bank-registry.js';
import { checkFileReadable, checkTampering } from '../statements/checks/file-checks.js';
import { averageCashBalance, detectRecurrentCosts, detectRent, detectSalary } from '../statements/checks/income-detection.js';
import { checkDuplicates } from '../statements/checks/portfolio-checks.js';
import {
  checkChosenBank,
  checkHolder,
  checkLegalValue,
  checkMerged,
  checkParsed,
  checkReconciliation,
  checkRecent,
  checkTaxId,
  checkWholeMonths,
} from '../statements/checks/statement-checks.js';
import { readBankStatement } from '../statements/read-bank-statement.js';
import type { NormalisedStatement } from '../statements/statement-types.js';
import { readPdf } from './pdf/read-pdf.js';
import type { PdfFailure } from './pdf/pdf-types.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseOutcome } from '../repositories/documents.repository.js';

/** What a parse compares a document with: the applicant (from onboarding's events), today, and the application's other statements. */
export interface ParseContext {
  applicant: { firstName: string | null; lastName: string | null; fiscalCode: string | null } | null;
  /** ISO date */
  today: string;
  /** the application's statements parsed before this one, oldest first */
  earlierStatements: Pick<DocumentEntity, 'id' | 'sha256' | 'statement'>[];
}

/** The bank the applicant chose when uploading: by the list's id, else by its code; null when neither is known. */
export const chosenBankOf = (document: Pick<DocumentEntity, 'bankCode'>, bankId?: string | null): Bank | null => {
  if (document.bankCode === UNLISTED_BANK_ABI) return UNLISTED_BANK;
  return BANKS.find((bank) => bank.id === bankId) ?? BANKS.find((bank) => bank.code === document.bankCode) ?? null;
};

const errorsFirst = (findings: DocumentFinding[]): DocumentFinding[] => [...findings].sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1));

const outcome = (findings: DocumentFinding[], figures: StatementFigures | null = null, statement: NormalisedStatement | null = null): ParseOutcome => ({
  status: findings.some((finding) => finding.level === 'error') ? 'parsed with error' : 'parsed',
  findings: errorsFirst(findings),
  figures,
  statement,
});

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
 * A bank statement: read, then every check that needs only this file, the applicant and the earlier
 * statements (duplicates). Coverage, salary and rent span statements: income-summary.ts.
 */
export async function parseBankStatement(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  const source = document.id;
  const { inspection, reading } = await readBankStatement(bytes);
  const unreadable = checkFileReadable(inspection, source);
  if (unreadable.length || !reading) return outcome(unreadable);
  const findings: DocumentFinding[] = [...checkTampering(inspection, source), ...checkParsed(reading, source), ...checkMerged(reading, source), ...checkLegalValue(reading, source)];
  const statement = reading.statement;
  if (!statement) return outcome(findings);
  const reconciliation = checkReconciliation(statement, source);
  const chosen = chosenBankOf(document);
  const { applicant } = context;
  findings.push(
    ...reconciliation,
    ...(chosen ? checkChosenBank(statement, chosen, source) : []),
    ...(applicant?.firstName && applicant.lastName ? checkHolder(statement, { firstName: applicant.firstName, lastName: applicant.lastName }, source) : []),
    ...checkTaxId(statement, applicant?.fiscalCode ?? null, source),
    ...checkWholeMonths(statement, source),
    ...checkRecent([statement], context.today, source),
  );
  const uploads = [...context.earlierStatements.map((earlier) => ({ source: earlier.id, sha256: earlier.sha256, statement: earlier.statement })), { source, sha256: inspection.sha256, statement }];
  findings.push(...checkDuplicates(uploads).filter((finding) => finding.source === source));
  // A statement that does not reconcile is not verified data: its figures are kept but marked unreconciled.
  return outcome(findings, figuresOf(statement, reconciliation.length === 0), statement);
}

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

/** Never throws: a parser that fails is the catalogued parse exception of that file. */
export async function parseDocument(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  try {
    return document.type === 'bank_statement' ? await parseBankStatement(document, bytes, context) : await parseOtherDocument(document, bytes);
  } catch {
    return outcome([{ key: DOCUMENT_MESSAGES.parseException, level: 'error', source: document.id }]);
  }
}
