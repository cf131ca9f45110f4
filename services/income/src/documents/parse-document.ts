import type { DocumentFinding, DocumentType, StatementFigures } from '@tenant/contracts';
import { statementCoverageMonths, UNLISTED_BANK_ABI } from '@tenant/domain';
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
  checkNotTooOld,
  checkTaxId,
  checkWholeMonths,
} from '../statements/checks/statement-checks.js';
import { readBankStatement } from '../statements/read-bank-statement.js';
import { parsePayslip } from '../payslips/parse-payslip.js';
import type { NormalisedStatement } from '../statements/statement-types.js';
import { parseIdentityDocument } from '../identity/parse-identity-document.js';
import { readPdf } from './pdf/read-pdf.js';
import type { PdfFailure } from './pdf/pdf-types.js';
import { DOCUMENT_MESSAGES } from './document-messages.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import type { ParseOutcome } from '../repositories/documents.repository.js';
import type { ApplicantFacts } from '../applicants/applicant-facts.js';
import { decodeProviderStatement, PROVIDER_STATEMENT_MIME, readProviderStatement } from '../psd2/statements/provider-statement.js';
import { outcome } from './parse-outcome.js';
import { parseDescribedDocument } from './described-document.js';
import { parseFiscalDocument } from '../fiscal/parse-fiscal-document.js';
import { parseWorkContract } from '../work-contracts/parse-work-contract.js';

export { outcome } from './parse-outcome.js';

/** What a parse compares a document with: the applicant (from onboarding's events), today, and the application's other statements. */
export interface ParseContext {
  applicant: ApplicantFacts | null;
  /** ISO date */
  today: string;
  /** the application's statements parsed before this one, oldest first */
  earlierStatements: Pick<DocumentEntity, 'id' | 'sha256' | 'statement'>[];
  /** the application's payslips parsed before this one, oldest first (duplicates; the same applicant's: employer changed) */
  earlierPayslips: Pick<DocumentEntity, 'id' | 'sha256' | 'extraction' | 'applicantId'>[];
}

/** The bank the applicant chose when uploading: by the list's id, else by its code; null when neither is known. */
export const chosenBankOf = (document: Pick<DocumentEntity, 'bankCode'>, bankId?: string | null): Bank | null => {
  if (document.bankCode === UNLISTED_BANK_ABI) return UNLISTED_BANK;
  return BANKS.find((bank) => bank.id === bankId) ?? BANKS.find((bank) => bank.code === document.bankCode) ?? null;
};

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

/** Reads one kind of document: its findings and what it extracted. */
export type DocumentParser = (document: DocumentEntity, bytes: Uint8Array, context: ParseContext) => Promise<ParseOutcome>;

/** The parser of each document type; a type without its own parser only has to open. */
const DOCUMENT_PARSERS: Partial<Record<DocumentType, DocumentParser>> = {
  bank_statement: (document, bytes, context) => (document.mimeType === PROVIDER_STATEMENT_MIME ? parseProviderStatement : parseBankStatement)(document, bytes, context),
  payslip: parsePayslip,
  national_id: parseIdentityDocument,
  fiscal_doc: parseFiscalDocument,
  cud: parseFiscalDocument,
  tax_return: parseFiscalDocument,
  work_contract: parseWorkContract,
  other: parseDescribedDocument,
};

/** Never throws: a parser that fails is the catalogued parse exception of that file. */
export async function parseDocument(document: DocumentEntity, bytes: Uint8Array, context: ParseContext): Promise<ParseOutcome> {
  try {
    const parse = DOCUMENT_PARSERS[document.type] ?? parseOtherDocument;
    return await parse(document, bytes, context);
  } catch {
    return outcome([{ key: DOCUMENT_MESSAGES.parseException, level: 'error', source: document.id }]);
  }
}
