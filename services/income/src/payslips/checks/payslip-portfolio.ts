import type { DocumentFinding, PayslipExtraction } from '@tenant/contracts';
import { PAYSLIP_COVERAGE_MONTHS } from '@tenant/domain';
import { companyNamedIn } from '../../documents/matching/company-names.js';
import { addDays, lastDayOfMonth } from '../../parsing/dates.js';
import { SALARY_WORDS } from '../../statements/checks/income-detection.js';
import type { NormalisedStatement, StatementTransaction } from '../../statements/statement-types.js';
import { payslipFinding } from '../payslip-messages.js';

/** A salary credit matches a payslip's net pay within this share of it, or this many cents, whichever is more. */
export const NET_SALARY_TOLERANCE_SHARE = 0.05;
export const NET_SALARY_TOLERANCE_CENTS = 2_500;
/** A month's salary is credited from the 1st of the pay month to this day of the next month (Italian payrolls often pay by the 10th). */
export const SALARY_CREDIT_LAST_DAY_NEXT_MONTH = 15;
/** Wording before the payer's name in a credit's description: where a statement shows who paid. */
const PAYER_MARKER = /\b(a vostro favore da|bonifico da|ordinante|ord\.?|disposto da|da|von|auftraggeber|gutschrift (?:uberweisung|überweisung)|sepa-gutschrift|from)\b/i;

/** A parsed payslip of the application and the document it came from. */
export interface PayslipUpload {
  source: string;
  payslip: PayslipExtraction;
}

const monthsBefore = (period: string, months: number): string => {
  const date = new Date(`${period}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 7);
};

/**
 * The last 3 months (spec 2§9): the payslips cover the 3 consecutive months ending with the newest
 * one's month. Missing months are a warning on the newest payslip (the applicant may proceed).
 */
export const checkPayslipCoverage = (uploads: PayslipUpload[]): DocumentFinding[] => {
  const newest = [...uploads].sort((a, b) => a.payslip.period.localeCompare(b.payslip.period)).at(-1);
  if (!newest) return [];
  const periods = new Set(uploads.map((upload) => upload.payslip.period));
  const missing = Array.from({ length: PAYSLIP_COVERAGE_MONTHS }, (_, index) => monthsBefore(newest.payslip.period, index)).filter((month) => !periods.has(month));
  return missing.length ? [payslipFinding('Payslip.Warning.Coverage', newest.source, { months: PAYSLIP_COVERAGE_MONTHS, missing: missing.sort().join(', ') })] : [];
};

const salaryCredits = (statements: NormalisedStatement[]): StatementTransaction[] =>
  statements.flatMap((statement) => statement.transactions).filter((booking) => booking.amount > 0 && SALARY_WORDS.some((word) => booking.description.toLowerCase().includes(word)));

/** The salary credits of a payslip's month: from the 1st of the pay month to the 15th of the next. */
const creditsOfMonth = (credits: StatementTransaction[], period: string): StatementTransaction[] => {
  const from = `${period}-01`;
  const to = addDays(lastDayOfMonth(from), SALARY_CREDIT_LAST_DAY_NEXT_MONTH);
  return credits.filter((credit) => credit.bookingDate >= from && credit.bookingDate <= to);
};

/**
 * When the applicant declared no employer (the journey asks none), the employer is the one the bank
 * shows paying that month's salary: a payslip whose employer is not named by any of its month's salary
 * credits that print a payer is someone else's payslip (an error). A change of job shows as the new
 * employer paying from the new payslip's month on, so it passes here (payslip-checks.ts warns of it).
 */
export const checkEmployerPaysSalary = (uploads: PayslipUpload[], statements: NormalisedStatement[]): DocumentFinding[] => {
  const payers = salaryCredits(statements).filter((credit) => PAYER_MARKER.test(credit.description));
  return uploads.flatMap(({ source, payslip }) => {
    const ofMonth = creditsOfMonth(payers, payslip.period);
    if (!payslip.employer_name || ofMonth.length === 0 || ofMonth.some((credit) => companyNamedIn(payslip.employer_name as string, credit.description))) return [];
    return [payslipFinding('Payslip.Error.EmployerMismatch', source, { employer: payslip.employer_name, expected: ofMonth[0].description })];
  });
};

const within = (net: number, credited: number) => Math.abs(net - credited) <= Math.max(net * NET_SALARY_TOLERANCE_SHARE, NET_SALARY_TOLERANCE_CENTS);

/**
 * The net pay of each payslip against the salary credits of its month on the bank statements: a salary
 * credit from the 1st of the pay month to the 15th of the next within ±5 % (at least ±25 EUR). Only where
 * a statement covers that window; a mismatch is a warning (advances, split payments, reimbursements).
 */
export const checkNetSalary = (uploads: PayslipUpload[], statements: NormalisedStatement[]): DocumentFinding[] =>
  uploads.flatMap(({ source, payslip }) => {
    const from = `${payslip.period}-01`;
    const covered = statements.some((statement) => statement.periodFrom <= from && statement.periodTo >= lastDayOfMonth(from));
    if (!covered) return [];
    const credits = creditsOfMonth(salaryCredits(statements), payslip.period);
    if (credits.some((credit) => within(payslip.net_pay, credit.amount))) return [];
    return [payslipFinding('Payslip.Warning.SalaryMismatch', source, { net: payslip.net_pay, credited: credits[0]?.amount ?? 0 })];
  });

/**
 * The checks across payslips and statements (validate-documents, the income summary): coverage of the
 * last 3 months, the employer as the bank shows the salary's payer, net pay vs salary credits. Each
 * finding's source is the payslip it is about, so the screens show it on that payslip's row.
 */
export const payslipPortfolioFindings = (uploads: PayslipUpload[], statements: NormalisedStatement[]): DocumentFinding[] =>
  uploads.length ? [...checkPayslipCoverage(uploads), ...checkEmployerPaysSalary(uploads, statements), ...checkNetSalary(uploads, statements)] : [];
