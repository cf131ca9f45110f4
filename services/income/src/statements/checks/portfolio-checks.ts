import { statementCoverageMonths } from '@tenant/domain';
import { addDays, daysBetween, lastDayOfMonth } from '../../parsing/dates.js';
import { cellsOf, finding, type Finding } from '../statement-messages.js';
import { BUSINESS_DAYS_TOLERATED, businessDaysBetween } from './business-days.js';
import type { NormalisedStatement, StatementTransaction } from '../statement-types.js';


export interface UploadedStatement {
  source: string;
  sha256: string;
  statement: NormalisedStatement | null;
}

const overlaps = (a: NormalisedStatement, b: NormalisedStatement) => a.iban === b.iban && a.periodFrom <= b.periodTo && b.periodFrom <= a.periodTo;
const bookingKey = (transaction: StatementTransaction) => `${transaction.bookingDate}|${transaction.amount}`;

/**
 * The same bytes twice, or the same account and overlapping periods, is a duplicate of the earlier
 * upload; its cells are the bookings the earlier statements already hold (same date and amount).
 */
export const checkDuplicates = (uploads: UploadedStatement[]): Finding[] => {
  const findings: Finding[] = [];
  uploads.forEach((upload, index) => {
    const earlier = uploads.slice(0, index);
    const sameBytes = earlier.some((other) => other.sha256 === upload.sha256);
    const overlapping = earlier.flatMap((other) => (other.statement && upload.statement && overlaps(other.statement, upload.statement) ? [other.statement] : []));
    if (!sameBytes && overlapping.length === 0) return;
    const known = new Set(overlapping.flatMap((statement) => statement.transactions.map(bookingKey)));
    const repeated = upload.statement?.transactions.filter((transaction) => sameBytes || known.has(bookingKey(transaction))) ?? [];
    findings.push(finding('BankAccts.Error.Duplicate', upload.source, repeated.length ? { cells: cellsOf(repeated) } : {}));
  });
  return findings;
};

/**
 * The statements together cover every day of the last N whole months before the newest
 * statement's month end (per account, gaps not allowed); 6 months for the self-employed.
 */
export const checkCoverage = (statements: NormalisedStatement[], selfEmployed: boolean, source: string): Finding[] => {
  const months = statementCoverageMonths(selfEmployed ? 'Self-employed' : null);
  const end = statements.map((statement) => statement.periodTo).sort().at(-1);
  const missing = finding('BankAccts.Error.Coverage', source, { params: { months } });
  if (!end) return [missing];
  const monthEnd = end === lastDayOfMonth(end) ? end : addDays(`${end.slice(0, 7)}-01`, -1);
  const startDate = new Date(`${monthEnd.slice(0, 7)}-01T00:00:00Z`);
  startDate.setUTCMonth(startDate.getUTCMonth() - (months - 1));
  let covered = addDays(startDate.toISOString().slice(0, 10), -1);
  // A gap of a business day between statements, or at either end, is where a bank closed one (business-days.ts).
  const reaches = (from: string) => businessDaysBetween(addDays(covered, 1), addDays(from, -1)) <= BUSINESS_DAYS_TOLERATED;
  for (const statement of [...statements].sort((a, b) => a.periodFrom.localeCompare(b.periodFrom))) {
    if (reaches(statement.periodFrom) && statement.periodTo > covered) covered = statement.periodTo;
  }
  return reaches(addDays(monthEnd, 1)) ? [] : [missing];
};

export const averageOf = (values: number[]): number => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);
export const daysApart = (a: string, b: string) => Math.abs(daysBetween(a, b));
