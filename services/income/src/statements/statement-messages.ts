import type { PdfFailure } from '../documents/pdf/pdf-types.js';
import { formatCents } from '../parsing/money.js';
import type { StatementTransaction } from './statement-types.js';

export type FindingLevel = 'error' | 'warning';

/** One check's result (DESIGN §4b): a message key, blocking (error) or not (warning), where it comes from and the cells it points at. */
export interface Finding {
  key: StatementMessageKey;
  level: FindingLevel;
  /** The document (id or file name) the finding is about. */
  source: string;
  /** Table cells the message is linked to, by the text they show (spec 2§8): see FindingCell. */
  cells?: FindingCell[];
  params?: Record<string, string | number>;
}

/**
 * A cell of the statement's bookings table a message points at: `row` counts the bookings from 1
 * (the closing balance is the row after the last booking), `text` is what the cell shows (the amount
 * as printed), `document` names the statement when a check spans several.
 */
export interface FindingCell {
  row: number;
  text: string;
  document?: string;
}

/** The amount cells of these bookings (the ones the reader numbered). */
export const cellsOf = (transactions: StatementTransaction[]): FindingCell[] =>
  transactions.flatMap((transaction) =>
    transaction.row ? [{ row: transaction.row, text: transaction.amountText || formatCents(transaction.amount), ...(transaction.source ? { document: transaction.source } : {}) }] : [],
  );

/**
 * Every catalogued bank-statement condition (spec 2§5 files, 2§8 bank statement errors) with its
 * level. Texts per language are in the `income` namespace of libs/i18n (en, it, de), where the screens read them.
 */
export const STATEMENT_MESSAGES = {
  'Upload.Error.MaxFileSize': 'error',
  'BankAccts.Error.InvalidFileType': 'error',
  'BankAccts.Error.EmptyFile': 'error',
  'BankAccts.Error.Truncated': 'error',
  'BankAccts.Error.Corrupted': 'error',
  'BankAccts.Error.Locked': 'error',
  'BankAccts.Error.NotOriginal.Scan': 'error',
  'BankAccts.Error.ParseException': 'error',
  'BankAccts.Error.Reconciliation': 'error',
  'BankAccts.Error.NotOriginal.Editor': 'error',
  'BankAccts.Error.NotOriginal.IncrementalUpdate': 'warning',
  'BankAccts.Error.NotOriginal.ModifiedAfterCreation': 'warning',
  'BankAccts.Error.NotOriginal.Merged': 'error',
  'BankAccts.Error.NotOriginal.NoLegalValue': 'error',
  'BankAccts.Error.Duplicate': 'error',
  'BankAccts.Error.WrongBank': 'error',
  'BankAccts.Error.NameMismatch': 'error',
  'BankAccts.Error.TaxIdMismatch': 'error',
  'BankAccts.Error.NotRecent': 'error',
  'BankAccts.Error.Incomplete': 'error',
  'BankAccts.Error.Coverage': 'error',
  'BankAccts.Error.SalaryMissing': 'warning',
  'BankAccts.Error.NoIncomeDetected': 'warning',
  'BankAccts.Error.RentMissing': 'warning',
  'BankAccts.Error.RentMismatch': 'warning',
  'BankAccts.Error.RentNotDeclared': 'warning',
  'BankAccts.Error.OtherIncomeNotDetected': 'warning',
  'BankAccts.Error.OtherIncomeNotDeclared': 'warning',
} as const satisfies Record<string, FindingLevel>;

export type StatementMessageKey = keyof typeof STATEMENT_MESSAGES;

export const finding = (key: StatementMessageKey, source: string, extra: Pick<Finding, 'cells' | 'params'> = {}): Finding => ({
  key,
  level: STATEMENT_MESSAGES[key],
  source,
  ...extra,
});

/** The catalogued message of each way a file can fail to be read. */
export const PDF_FAILURE_KEYS: Record<PdfFailure, StatementMessageKey> = {
  empty: 'BankAccts.Error.EmptyFile',
  'too-large': 'Upload.Error.MaxFileSize',
  'not-pdf': 'BankAccts.Error.InvalidFileType',
  truncated: 'BankAccts.Error.Truncated',
  corrupt: 'BankAccts.Error.Corrupted',
  locked: 'BankAccts.Error.Locked',
  scan: 'BankAccts.Error.NotOriginal.Scan',
};
