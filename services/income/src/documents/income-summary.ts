import type { DocumentFinding, IncomeMonthFigures, IncomeSummary } from '@tenant/contracts';
import type { ApplicantFacts } from '../applicants/applicant-facts.js';
import { checkOtherIncome, checkIncome, checkRent, detectRent, detectSalary } from '../statements/checks/income-detection.js';
import { checkCoverage } from '../statements/checks/portfolio-checks.js';
import { monthlyFigures } from '../statements/checks/monthly-figures.js';
import { checkRecent } from '../statements/checks/statement-checks.js';
import type { NormalisedStatement } from '../statements/statement-types.js';
import type { DocumentEntity } from '../entities/document.entity.js';
import { payslipPortfolioFindings, type PayslipUpload } from '../payslips/checks/payslip-portfolio.js';
import { sidesAgreeFindings } from '../identity/checks/sides-agree.js';

/** The facts of each person who uploaded documents to the application (by applicant id); a person without facts is checked without them. */
export type UploaderFacts = ReadonlyMap<string, ApplicantFacts>;

/**
 * Statements whose figures can be trusted: read, and reconciled to the cent. Each booking names its
 * document, so a finding across statements points at cells of the right file.
 */
const verifiedStatements = (documents: DocumentEntity[]): NormalisedStatement[] =>
  documents.flatMap((document) =>
    document.type === 'bank_statement' && document.statement && document.figures?.reconciled
      ? [{ ...document.statement, transactions: document.statement.transactions.map((transaction) => ({ ...transaction, source: document.id })) }]
      : [],
  );

/** The payslips read without a blocking error (someone else's payslip or a duplicate covers nothing). */
const payslipUploadsOf = (documents: DocumentEntity[]): PayslipUpload[] =>
  documents.flatMap((document) =>
    document.type === 'payslip' && document.status === 'parsed' && document.extraction?.kind === 'payslip' ? [{ source: document.id, payslip: document.extraction }] : [],
  );

/** The newest read statement must be recent; the finding sits on that file's row. */
const newestRecent = (documents: DocumentEntity[], today: string): DocumentFinding[] => {
  const newest = documents
    .filter((document) => document.type === 'bank_statement' && document.statement)
    .sort((a, b) => (a.statement?.periodTo ?? '').localeCompare(b.statement?.periodTo ?? ''))
    .at(-1);
  return newest?.statement ? checkRecent([newest.statement], today, newest.id) : [];
};

/** One person's statements and payslips checked together, with that person's facts. */
const findingsOfUploader = (documents: DocumentEntity[], facts: ApplicantFacts | undefined, today: string): DocumentFinding[] => {
  const statements = verifiedStatements(documents);
  const payslips = payslipPortfolioFindings(payslipUploadsOf(documents), statements);
  if (!documents.some((document) => document.type === 'bank_statement')) return payslips;
  const source = 'statements';
  return [
    ...newestRecent(documents, today),
    ...checkCoverage(statements, facts?.employmentStatus === 'Self-employed', source),
    ...(statements.length
      ? [
          ...checkIncome(statements, source),
          ...checkRent(statements, facts?.declaredRent ?? null, source),
          ...(facts ? checkOtherIncome(statements, facts, source) : []),
        ]
      : []),
    ...payslips,
  ];
};

/**
 * The checks that span documents (spec 2§5, 2§8): the newest statement recent, coverage of the last
 * 3 months (6 for the self-employed), salary, rent compared with the declared rent, other income declared vs detected,
 * and the payslips' coverage, employer and net pay against the statements (payslips/README.md), and
 * the front of each ID card against its back (identity/checks/sides-agree.ts).
 * Each person's documents are checked together against that person's facts (an invited person's
 * statements are not the owner's). Statement findings' source is 'statements' (cells name their
 * document); payslip findings name their payslip.
 */
export function portfolioFindings(documents: DocumentEntity[], facts: UploaderFacts, today = new Date().toISOString().slice(0, 10)): DocumentFinding[] {
  const checked = documents.filter((document) => document.type === 'bank_statement' || document.type === 'payslip');
  const uploaders = [...new Set(checked.map((document) => document.applicantId))];
  return [
    ...uploaders.flatMap((applicantId) => findingsOfUploader(checked.filter((document) => document.applicantId === applicantId), facts.get(applicantId), today)),
    ...sidesAgreeFindings(documents),
  ];
}

/** The application's income picture for the report (income/summaryChanged); only reconciled statements count. */
export function incomeSummaryOf(documents: DocumentEntity[], facts: UploaderFacts): IncomeSummary {
  const statements = verifiedStatements(documents);
  const parsed = documents.filter((document) => document.parseStatus === 'done');
  const rent = detectRent(statements);
  const months = monthlyFigures(statements);
  const total = (figure: (month: IncomeMonthFigures) => number) => months.reduce((sum, month) => sum + figure(month), 0);
  const days = total((month) => month.days_covered);
  return {
    months,
    statements_parsed: parsed.filter((document) => document.type === 'bank_statement').length,
    documents_parsed: parsed.length,
    documents_with_errors: parsed.filter((document) => document.status === 'parsed with error').length,
    coverage_from: statements.map((statement) => statement.periodFrom).sort()[0] ?? null,
    coverage_to: statements.map((statement) => statement.periodTo).sort().at(-1) ?? null,
    salary_monthly: detectSalary(statements)?.amount ?? null,
    rent_monthly: rent ? Math.abs(rent.amount) : null,
    // the same months the report computes its figures from (services/report computation README)
    recurrent_costs_monthly: months.length ? Math.round(total((month) => (month.rent ?? 0) + month.other_recurrent_costs) / months.length) : 0,
    average_cash_balance: days ? Math.round(total((month) => month.balance_day_sum) / days) : null,
    findings: portfolioFindings(documents, facts),
  };
}
