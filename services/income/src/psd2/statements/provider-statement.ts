import type { DocumentFinding } from '@tenant/contracts';
import { bankOfIban } from '../../statements/bank-registry.js';
import { finding } from '../../statements/statement-messages.js';
import type { NormalisedStatement, StatementField, StatementTransaction } from '../../statements/statement-types.js';
import type { ProviderBalance, ProviderTransaction } from '../provider/account-information.port.js';

/** The stored bytes of a bank statement that came from a PSD2 provider: the provider's answer for one account and period. */
export const PROVIDER_STATEMENT_MIME = 'application/vnd.tenant.psd2-transactions+json';

export interface ProviderStatementFile {
  provider: string;
  institution: { name: string; country: string };
  account: { iban: string | null; holder: string | null; name: string | null; currency: string };
  /** the whole months the statement covers (ISO dates) */
  period: { from: string; to: string };
  /** ISO timestamp of the fetch */
  fetchedAt: string;
  balances: ProviderBalance[];
  /** everything fetched, from the period's start up to the fetch (later bookings place the balance) */
  transactions: ProviderTransaction[];
}

/** Booked balances that include every booking up to their reference date, most trusted first. */
const BOOKED_BALANCE_TYPES = ['CLBD', 'ITBD', 'XPCD', 'ITAV', 'CLAV'];

const sum = (transactions: ProviderTransaction[]) => transactions.reduce((total, transaction) => total + transaction.amount, 0);

/**
 * The balance at the end of `day`: from the bank's booked balance, less what was booked after that day;
 * else from the bank's balance after the day's last booking. Null when the provider gave neither.
 */
const balanceAtEndOf = (day: string, file: ProviderStatementFile, booked: ProviderTransaction[]): number | null => {
  const fetchedOn = file.fetchedAt.slice(0, 10);
  const reference = BOOKED_BALANCE_TYPES.map((type) => file.balances.find((balance) => balance.type === type)).find(Boolean);
  if (reference) {
    const asOf = reference.referenceDate ?? fetchedOn;
    return reference.amount - sum(booked.filter((transaction) => transaction.bookingDate > day && transaction.bookingDate <= asOf));
  }
  const onOrBefore = booked.filter((transaction) => transaction.bookingDate <= day && transaction.balanceAfter !== null);
  const lastDay = onOrBefore.at(-1)?.bookingDate;
  if (!lastDay) return null;
  // The day's closing balance is the one its bookings' running balances end on: opening of the day plus all of them.
  const sameDay = onOrBefore.filter((transaction) => transaction.bookingDate === lastDay);
  const candidates = sameDay.map((transaction) => transaction.balanceAfter as number);
  const dayTotal = sum(sameDay);
  return candidates.find((candidate) => sameDay.some((transaction) => candidate - dayTotal === (transaction.balanceAfter as number) - transaction.amount)) ?? candidates.at(-1) ?? null;
};

/**
 * Where the bank gives a balance after each booking, the running balance from the opening balance must
 * end each day on one of them; the first day where it does not is returned (the figures do not reconcile).
 */
const firstDisagreement = (opening: number, inPeriod: ProviderTransaction[]): { day: string; computed: number; printed: number } | null => {
  let running = opening;
  const days = [...new Set(inPeriod.map((transaction) => transaction.bookingDate))];
  for (const day of days) {
    const bookings = inPeriod.filter((transaction) => transaction.bookingDate === day);
    running += sum(bookings);
    const printed = bookings.map((transaction) => transaction.balanceAfter).filter((balance): balance is number => balance !== null);
    if (printed.length && !printed.includes(running)) return { day, computed: running, printed: printed.at(-1) as number };
  }
  return null;
};

const toStatementTransaction = (transaction: ProviderTransaction): StatementTransaction => ({
  bookingDate: transaction.bookingDate,
  valueDate: transaction.valueDate,
  // The counterparty first: the recurrent-cost detector groups bookings by the description's first words.
  description: [transaction.counterparty, transaction.description].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim(),
  amount: transaction.amount,
});

export interface ProviderStatementReading {
  statement: NormalisedStatement | null;
  missing: StatementField[];
  findings: DocumentFinding[];
}

/**
 * A NormalisedStatement from a provider's transactions and balances for one account and whole months:
 * booked transactions only; the closing balance from the bank's booked balance (or its balance after
 * each booking), the opening balance from the closing less the period's bookings. Where the bank gives
 * running balances, they must agree (Reconciliation otherwise). Nothing missing is filled in.
 */
export function readProviderStatement(file: ProviderStatementFile, source: string): ProviderStatementReading {
  const booked = file.transactions
    .filter((transaction) => transaction.status === 'booked' && transaction.currency === file.account.currency)
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  const inPeriod = booked.filter((transaction) => transaction.bookingDate >= file.period.from && transaction.bookingDate <= file.period.to);
  const closing = balanceAtEndOf(file.period.to, file, booked);
  const missing: StatementField[] = [...(file.account.iban ? [] : (['iban'] as const)), ...(closing === null ? (['closingBalance'] as const) : [])];
  if (!file.account.iban || closing === null) return { statement: null, missing, findings: [finding('BankAccts.Error.ParseException', source, { params: { missing: missing.join(', ') } })] };
  const opening = closing - sum(inPeriod);
  const disagreement = firstDisagreement(opening, inPeriod);
  return {
    statement: {
      bank: bankOfIban(file.account.iban),
      holder: file.account.holder,
      iban: file.account.iban,
      fiscalCodeOrTaxId: null,
      periodFrom: file.period.from,
      periodTo: file.period.to,
      openingBalance: opening,
      closingBalance: closing,
      currency: file.account.currency,
      transactions: inPeriod.map(toStatementTransaction),
      layout: `psd2:${file.provider}`,
    },
    missing: [],
    findings: disagreement ? [finding('BankAccts.Error.Reconciliation', source, { params: { computed: disagreement.computed, printed: disagreement.printed, day: disagreement.day } })] : [],
  };
}

export const encodeProviderStatement = (file: ProviderStatementFile): Buffer => Buffer.from(JSON.stringify(file), 'utf8');
export const decodeProviderStatement = (bytes: Uint8Array): ProviderStatementFile => JSON.parse(Buffer.from(bytes).toString('utf8')) as ProviderStatementFile;
