import { groupLines } from '../documents/pdf/text-lines.js';
import { checkHolder, checkLegalValue, checkMerged, checkParsed, checkReconciliation, checkWholeMonths } from '../statements/checks/statement-checks.js';
import { readStatement } from '../statements/parsing/read-statement.js';
import type { StatementReading } from '../statements/statement-types.js';
import type { CorpusDocument } from './corpus-documents.js';

export type StatementTruth =
  | {
      expect: 'read';
      period: { from: string; to: string };
      openingBalance: number;
      closingBalance: number;
      transactions: { bookingDate: string; amount: number }[];
      /** the holder as the applicant would type their name (anonymised as printed): the statement must match it */
      holder?: { firstName: string; lastName: string };
    }
  /** a document the product must refuse, and why */
  | { expect: 'refuse'; reason: 'scan' | 'no-legal-value' | 'not-a-statement' }
  /** a document outside what the product reads (e.g. a statement in English): never shown as verified */
  | { expect: 'unsupported'; reason: string };

export type StatementField = 'period' | 'openingBalance' | 'closingBalance' | 'bookings' | 'checks' | 'holder' | 'refusal';

export interface StatementScore {
  id: string;
  /** each field the truth names: read right or not */
  fields: Partial<Record<StatementField, boolean>>;
  /** every field right (a refused document: refused for its reason) */
  right: boolean;
  /** figures the applicant would see as verified (the statement adds up) while one of them is wrong */
  verifiedWrong: boolean;
  /** the bookings read right, of those printed */
  bookings: { right: number; of: number };
  milliseconds: number;
}

const bookingKey = (transaction: { bookingDate: string; amount: number }) => `${transaction.bookingDate} ${transaction.amount}`;

/** What the product makes of a corpus statement, field by field against its ground truth. */
export const scoreStatement = (document: CorpusDocument<StatementTruth>): StatementScore & { reading: StatementReading | null } => {
  const started = performance.now();
  const reading = document.failure ? null : readStatement(groupLines(document.items));
  const milliseconds = performance.now() - started;
  const statement = reading?.statement ?? null;
  const verified = statement !== null && checkReconciliation(statement, document.id).length === 0 && (reading ? checkLegalValue(reading, document.id).length === 0 : false);
  const { truth } = document;
  if (truth.expect !== 'read') {
    const refused =
      truth.expect === 'unsupported'
        ? !verified
        : truth.reason === 'scan'
          ? document.failure === 'scan' || (reading !== null && checkParsed(reading, document.id).some((found) => found.key === 'BankAccts.Error.NotOriginal.Scan'))
          : truth.reason === 'no-legal-value'
            ? reading !== null && checkLegalValue(reading, document.id).length > 0
            : statement === null;
    return { id: document.id, fields: { refusal: refused }, right: refused, verifiedWrong: verified, bookings: { right: 0, of: 0 }, milliseconds, reading };
  }
  const printed = truth.transactions.map(bookingKey);
  const read = statement?.transactions.map(bookingKey) ?? [];
  const rightBookings = printed.filter((key, index) => read[index] === key).length;
  const fields = {
    period: statement?.periodFrom === truth.period.from && statement.periodTo === truth.period.to,
    openingBalance: statement?.openingBalance === truth.openingBalance,
    closingBalance: statement?.closingBalance === truth.closingBalance,
    bookings: read.length === printed.length && rightBookings === printed.length,
    // an original statement passes every check made of one statement alone (not merged, whole months, …)
    checks:
      reading !== null &&
      statement !== null &&
      [...checkParsed(reading, document.id), ...checkMerged(reading, document.id), ...checkReconciliation(statement, document.id), ...checkWholeMonths(statement, document.id)].length === 0,
    ...(truth.holder ? { holder: statement !== null && checkHolder(statement, truth.holder, document.id).length === 0 } : {}),
  };
  const right = Object.values(fields).every(Boolean);
  return { id: document.id, fields, right, verifiedWrong: verified && !right, bookings: { right: rightBookings, of: printed.length }, milliseconds, reading };
};
