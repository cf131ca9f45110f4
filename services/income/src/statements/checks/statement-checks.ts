import type { Bank } from '../bank-registry.js';
import { daysBetween, lastDayOfMonth } from '../parsing/dates.js';
import { finding, type Finding } from '../statement-messages.js';
import type { NormalisedStatement, StatementReading } from '../statement-types.js';

/** The latest statement must end at most this many days before today (a monthly statement arrives a few days after month end). */
export const RECENT_MAX_AGE_DAYS = 45;
/** Wording of transaction lists printed from online banking, which are not statements. */
export const NO_LEGAL_VALUE_WORDING = ['lista movimenti', 'privo di valore legale', 'non costituisce estratto conto', 'umsatzliste', 'umsatzanzeige', 'kein kontoauszug', 'ohne rechtsverbindlichkeit'];

/** A file that opened but did not read as a statement: no IBAN, period, balances or bookings found. */
export const checkParsed = (reading: StatementReading, source: string): Finding[] =>
  reading.statement ? [] : [finding('BankAccts.Error.ParseException', source, { params: { missing: reading.missing.join(', ') } })];

/** Opening balance plus every booking must give the closing balance, to the cent; otherwise the figures are unverified. */
export const checkReconciliation = (statement: NormalisedStatement, source: string): Finding[] => {
  const computed = statement.transactions.reduce((total, transaction) => total + transaction.amount, statement.openingBalance);
  return computed === statement.closingBalance ? [] : [finding('BankAccts.Error.Reconciliation', source, { params: { computed, printed: statement.closingBalance } })];
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

const nameWords = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/[\s'-]+/)
    .filter((word) => word.length > 1 && !['herrn', 'herr', 'frau', 'sig', 'sigra', 'dott', 'dr', 'und', 'e'].includes(word));

/**
 * The holder matches the applicant when the applicant's first and last name both appear among the
 * holder's words, in any order, ignoring case, accents and middle names (ü = u, ß = ss).
 */
export const holderMatches = (holder: string, firstName: string, lastName: string): boolean => {
  const words = new Set(nameWords(holder));
  const first = nameWords(firstName);
  const last = nameWords(lastName);
  return first.length > 0 && last.length > 0 && first.some((word) => words.has(word)) && last.every((word) => words.has(word));
};

export const checkHolder = (statement: NormalisedStatement, applicant: { firstName: string; lastName: string }, source: string): Finding[] =>
  statement.holder && holderMatches(statement.holder, applicant.firstName, applicant.lastName) ? [] : [finding('BankAccts.Error.NameMismatch', source)];

/** Only where the statement prints a tax id or codice fiscale: it must be the applicant's. */
export const checkTaxId = (statement: NormalisedStatement, applicantTaxId: string | null, source: string): Finding[] => {
  if (!statement.fiscalCodeOrTaxId || !applicantTaxId) return [];
  return statement.fiscalCodeOrTaxId.toUpperCase() === applicantTaxId.replace(/\s/g, '').toUpperCase() ? [] : [finding('BankAccts.Error.TaxIdMismatch', source)];
};

/** A statement covers whole months: it starts on the 1st and ends on the last day of a month. */
export const checkWholeMonths = (statement: NormalisedStatement, source: string): Finding[] =>
  statement.periodFrom.endsWith('-01') && statement.periodTo === lastDayOfMonth(statement.periodTo) ? [] : [finding('BankAccts.Error.Incomplete', source)];

/** The newest of the statements must end no more than RECENT_MAX_AGE_DAYS before today. */
export const checkRecent = (statements: NormalisedStatement[], today: string, source: string): Finding[] => {
  const latest = statements.map((statement) => statement.periodTo).sort().at(-1);
  return latest && daysBetween(latest, today) <= RECENT_MAX_AGE_DAYS ? [] : [finding('BankAccts.Error.NotRecent', source, { params: { days: RECENT_MAX_AGE_DAYS } })];
};
