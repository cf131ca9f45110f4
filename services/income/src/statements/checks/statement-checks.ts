import { nameMatches } from '../../documents/matching/person-names.js';
import type { Bank } from '../bank-registry.js';
import { findAmounts } from '../../parsing/money.js';
import { addDays, DATE_TOKEN, daysBetween, parseDate, type DateFormat } from '../../parsing/dates.js';
import { cellsOf, finding, type Finding, type FindingCell } from '../statement-messages.js';
import type { NormalisedStatement, StatementReading } from '../statement-types.js';
import { wholeMonthsOf } from './business-days.js';

const DATE_FORMATS: readonly DateFormat[] = ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd/mm/yy', 'dd.mm.yy', 'dd.mm.'];

/** The latest statement must end at most this many days before today (a monthly statement arrives a few days after month end). */
export const RECENT_MAX_AGE_DAYS = 45;
/** Wording of transaction lists printed from online banking, which are not statements. */
export const NO_LEGAL_VALUE_WORDING = ['lista movimenti', 'privo di valore legale', 'non costituisce estratto conto', 'umsatzliste', 'umsatzanzeige', 'kein kontoauszug', 'ohne rechtsverbindlichkeit'];

/**
 * A file that opened but did not read as a statement: no IBAN, period, balances or bookings found. The
 * parts not found go as their names, comma-separated (`missing`: iban, period, openingBalance…), which the
 * screens translate one by one (`<key>.Missing.<name>` in libs/i18n) and list in the applicant's language.
 */
export const checkParsed = (reading: StatementReading, source: string): Finding[] => {
  if (reading.statement) return [];
  if (printsNoFigures(reading.text)) return [finding('BankAccts.Error.NotOriginal.Scan', source)];
  return [finding('BankAccts.Error.ParseException', source, { params: { missing: reading.missing.join(', ') } })];
};

/**
 * A text layer without a single date or amount is not what the page prints (a font without its character
 * map gives letters for digits: "hontostand 02K04K20NS"): to the applicant that is a scan, not a wrong file.
 */
const printsNoFigures = (text: string) => findAmounts(text).length === 0 && !(text.match(DATE_TOKEN) ?? []).some((token) => parseDate(token, DATE_FORMATS, '2099-12-31'));

/**
 * Where a statement stops adding up: the first booking whose printed running balance is not the
 * balance before it plus its amount (layouts with a balance column), else the printed closing balance.
 */
export const reconciliationBreak = (statement: NormalisedStatement): FindingCell[] => {
  let balance = statement.openingBalance;
  for (const transaction of statement.transactions) {
    balance += transaction.amount;
    if (transaction.balance === undefined || transaction.balance === null) continue;
    if (transaction.balance !== balance) return cellsOf([transaction]);
  }
  return statement.closingBalanceText ? [{ row: statement.transactions.length + 1, text: statement.closingBalanceText }] : [];
};

/** Opening balance plus every booking must give the closing balance, to the cent; otherwise the figures are unverified. */
export const checkReconciliation = (statement: NormalisedStatement, source: string): Finding[] => {
  const computed = statement.transactions.reduce((total, transaction) => total + transaction.amount, statement.openingBalance);
  return computed === statement.closingBalance
    ? []
    : [finding('BankAccts.Error.Reconciliation', source, { params: { computed, printed: statement.closingBalance }, cells: reconciliationBreak(statement) })];
};

/** One file, one statement: several accounts, several periods or several opening balances mean merged statements. */
export const checkMerged = (reading: StatementReading, source: string): Finding[] =>
  reading.accountIbans.length > 1 || reading.periods.length > 1 || reading.openingBalanceLines > 1 ? [finding('BankAccts.Error.NotOriginal.Merged', source)] : [];

export const checkLegalValue = (reading: StatementReading, source: string): Finding[] => {
  const lower = reading.text.toLowerCase();
  return NO_LEGAL_VALUE_WORDING.some((wording) => lower.includes(wording)) ? [finding('BankAccts.Error.NotOriginal.NoLegalValue', source)] : [];
};

/** The bank read from the IBAN must be the one the user chose; the unlisted bank (abi 00000) accepts any. */
export const checkChosenBank = (statement: NormalisedStatement, chosen: Bank, source: string): Finding[] => {
  if (chosen.code === '00000' || statement.bank?.id === chosen.id) return [];
  return [finding('BankAccts.Error.WrongBank', source, { params: { chosen: chosen.name, found: statement.bank?.name ?? statement.iban.slice(0, 2) } })];
};

/**
 * The holder matches the applicant (documents/matching/person-names.ts: case, accents, order and middle
 * names aside): the labelled holder, else the name in the statement's heading (its address window).
 */
export const checkHolder = (statement: NormalisedStatement, applicant: { firstName: string; lastName: string }, source: string): Finding[] =>
  [statement.holder, statement.heading].some((printed) => printed && nameMatches(printed, applicant.firstName, applicant.lastName)) ? [] : [finding('BankAccts.Error.NameMismatch', source)];

/** Only where the statement prints a tax id or codice fiscale: it must be the applicant's. */
export const checkTaxId = (statement: NormalisedStatement, applicantTaxId: string | null, source: string): Finding[] => {
  if (!statement.fiscalCodeOrTaxId || !applicantTaxId) return [];
  return statement.fiscalCodeOrTaxId.toUpperCase() === applicantTaxId.replace(/\s/g, '').toUpperCase() ? [] : [finding('BankAccts.Error.TaxIdMismatch', source)];
};

/** A statement covers whole months: from the start of a month to the end of one, a business day either way aside (business-days.ts). */
export const checkWholeMonths = (statement: NormalisedStatement, source: string): Finding[] =>
  wholeMonthsOf(statement.periodFrom, statement.periodTo) ? [] : [finding('BankAccts.Error.Incomplete', source)];

/**
 * The newest of a person's statements must end no more than RECENT_MAX_AGE_DAYS before today. Run
 * across statements (income-summary.ts), on the newest one: three monthly statements of one account
 * are one recent upload, not two old ones and a recent one.
 */
export const checkRecent = (statements: NormalisedStatement[], today: string, source: string): Finding[] => {
  const latest = statements.map((statement) => statement.periodTo).sort().at(-1);
  return latest && daysBetween(latest, today) <= RECENT_MAX_AGE_DAYS ? [] : [finding('BankAccts.Error.NotRecent', source, { params: { days: RECENT_MAX_AGE_DAYS } })];
};

/**
 * One statement is too old to count when it ends before the months the coverage needs could start:
 * the newest statement may end up to RECENT_MAX_AGE_DAYS before today, and the months needed (3, or 6
 * for the self-employed) run back from there. A statement of three months ago is part of a valid
 * upload; one of a year ago is not (BankAccts.Error.NotRecent on that file).
 */
export const checkNotTooOld = (statement: NormalisedStatement, today: string, months: number, source: string): Finding[] => {
  const start = new Date(`${addDays(today, -RECENT_MAX_AGE_DAYS).slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - months);
  return statement.periodTo >= start.toISOString().slice(0, 10) ? [] : [finding('BankAccts.Error.NotRecent', source, { params: { days: RECENT_MAX_AGE_DAYS } })];
};
