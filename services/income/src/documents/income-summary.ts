import type { DocumentFinding, IncomeSummary } from '@tenant/contracts';
import { averageCashBalance, checkRent, checkSalary, detectRecurrentCosts, detectRent, detectSalary } from '../statements/checks/income-detection.js';
import { averageOf, checkCoverage } from '../statements/checks/portfolio-checks.js';
import type { NormalisedStatement } from '../statements/statement-types.js';
import type { DocumentEntity } from '../entities/document.entity.js';

/** What the checks across statements know of the applicant (onboarding's events). */
export interface SummaryContext {
  employmentStatus: string | null;
  /** cents; null when no rent was declared */
  declaredRent: number | null;
}

/** Statements whose figures can be trusted: read, and reconciled to the cent. */
const verifiedStatements = (documents: DocumentEntity[]): NormalisedStatement[] =>
  documents.flatMap((document) => (document.type === 'bank_statement' && document.statement && document.figures?.reconciled ? [document.statement] : []));

/**
 * The checks that span all statements (spec 2§5): coverage of the last 3 months (6 for the
 * self-employed), salary and rent (compared with the declared rent). Their source is 'statements'.
 */
export function portfolioFindings(documents: DocumentEntity[], context: SummaryContext): DocumentFinding[] {
  const statements = verifiedStatements(documents);
  if (!documents.some((document) => document.type === 'bank_statement')) return [];
  return [
    ...checkCoverage(statements, context.employmentStatus === 'Self-employed', 'statements'),
    ...(statements.length ? [...checkSalary(statements, 'statements'), ...checkRent(statements, context.declaredRent, 'statements')] : []),
  ];
}

/** The application's income picture for the report (income/summaryChanged); only reconciled statements count. */
export function incomeSummaryOf(documents: DocumentEntity[], context: SummaryContext): IncomeSummary {
  const statements = verifiedStatements(documents);
  const parsed = documents.filter((document) => document.parseStatus === 'done');
  const rent = detectRent(statements);
  const months = new Set(statements.flatMap((statement) => [statement.periodFrom.slice(0, 7), statement.periodTo.slice(0, 7)])).size || 1;
  return {
    statements_parsed: parsed.filter((document) => document.type === 'bank_statement').length,
    documents_parsed: parsed.length,
    documents_with_errors: parsed.filter((document) => document.status === 'parsed with error').length,
    coverage_from: statements.map((statement) => statement.periodFrom).sort()[0] ?? null,
    coverage_to: statements.map((statement) => statement.periodTo).sort().at(-1) ?? null,
    salary_monthly: detectSalary(statements)?.amount ?? null,
    rent_monthly: rent ? Math.abs(rent.amount) : null,
    recurrent_costs_monthly: Math.round(detectRecurrentCosts(statements).reduce((total, series) => total + Math.abs(series.amount) * series.dates.length, 0) / months),
    average_cash_balance: statements.length ? averageOf(statements.map(averageCashBalance)) : null,
    findings: portfolioFindings(documents, context),
  };
}
