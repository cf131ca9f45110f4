import type { Bank } from './bank-registry.js';

export interface StatementTransaction {
  bookingDate: string;
  valueDate: string;
  description: string;
  /** Signed integer cents: credits positive, debits negative. */
  amount: number;
  /** 1-based position among the statement's bookings: the row a finding's cell points at */
  row?: number;
  /** the amount as printed, the text a finding's cell is matched by */
  amountText?: string;
  /** the running balance printed on the booking's line, where the layout has that column (cents) */
  balance?: number | null;
  /** the document the booking comes from, when the statements of several documents are checked together */
  source?: string;
}

/** A bank statement in one shape whatever the bank printed; dates ISO, money in integer cents. */
export interface NormalisedStatement {
  bank: Bank | null;
  holder: string | null;
  /**
   * The first page's text above its first figure: the address window and the account's heading, where
   * the holder's name stands when no label names it (BNL, BancoPosta, ING print it only in the address).
   */
  heading?: string;
  iban: string;
  fiscalCodeOrTaxId: string | null;
  periodFrom: string;
  periodTo: string;
  openingBalance: number;
  closingBalance: number;
  /** the closing balance as printed; its row is the one after the last booking */
  closingBalanceText?: string;
  currency: string;
  transactions: StatementTransaction[];
  /** The layout that read it, or 'generic'. */
  layout: string;
}

export type StatementField = 'iban' | 'period' | 'openingBalance' | 'closingBalance' | 'transactions';

/** What the reader found, including what a single statement should not have (several accounts or periods). */
export interface StatementReading {
  statement: NormalisedStatement | null;
  /** Fields the reader could not find; non-empty means the statement is unreadable. */
  missing: StatementField[];
  /** Every account IBAN printed in a page heading, in order of appearance. */
  accountIbans: string[];
  /** Every distinct statement period printed. */
  periods: { from: string; to: string }[];
  openingBalanceLines: number;
  /** Whole text, for checks that look for wording (e.g. "privo di valore legale"). */
  text: string;
}
