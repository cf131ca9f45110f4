import type { DateFormat } from '../../parsing/dates.js';

export type ColumnRole = 'bookingDate' | 'valueDate' | 'description' | 'debit' | 'credit' | 'amount' | 'balance';

/**
 * How one bank prints its statement, as data: the engine in read-statement.ts reads every layout
 * the same way. Regular expressions are sources, matched case-insensitively against a whole line.
 */
export interface LayoutDefinition {
  id: string;
  /** Registry ids of the banks that print this layout. */
  bankIds: readonly string[];
  /** Texts on the statement that identify the layout (logo text, legal name); any one is enough. */
  anchors: readonly string[];
  dateFormats: readonly DateFormat[];
  /** Header labels of the transaction table, per column. */
  columns: Partial<Record<ColumnRole, readonly string[]>>;
  /** The statement period: named groups `from` and `to` (dates), or `month` and `year`. */
  period: readonly string[];
  /**
   * Balance lines; the amount is the last one on the line. A `date` group dates the balance:
   * the period then starts the day after the opening date and ends on the closing date.
   */
  openingBalance: readonly string[];
  closingBalance: readonly string[];
  /** Lines inside the table that are not transactions: carried-over balances, page totals, footers. */
  skip: readonly string[];
  /** A continuation line carrying the value date (group `date`), when the bank prints it under the booking. */
  valueDateLine?: string;
  holder: { labels?: readonly string[]; addressBlock?: boolean };
  taxIdLabels?: readonly string[];
}
