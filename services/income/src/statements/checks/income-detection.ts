import { finding, type Finding } from '../statement-messages.js';
import type { NormalisedStatement, StatementTransaction } from '../statement-types.js';
import { addDays, daysBetween } from '../parsing/dates.js';
import { averageOf, daysApart } from './portfolio-checks.js';

export const SALARY_WORDS = ['stipendio', 'emolumenti', 'retribuzione', 'cedolino', 'gehalt', 'lohn', 'bezüge', 'bezuege'];
export const RENT_WORDS = ['affitto', 'canone di locazione', 'locazione', 'pigione', 'miete', 'kaltmiete', 'warmmiete', 'mietzahlung'];
/** Amounts within ±10 % of their median belong to one recurring series. */
export const SIMILAR_AMOUNT_SHARE = 0.1;
/** Bookings 25-35 days apart are monthly. */
export const MONTHLY_GAP_DAYS = [25, 35] as const;
/** A declared rent and the detected one may differ by this share (service charges, rounding). */
export const RENT_TOLERANCE_SHARE = 0.1;

export interface RecurringSeries {
  description: string;
  /** Median amount in signed cents. */
  amount: number;
  dates: string[];
}

const matchesWords = (transaction: StatementTransaction, words: readonly string[]) => words.some((word) => transaction.description.toLowerCase().includes(word));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bookings of similar amount (±10 %) at monthly intervals: the series the salary, rent and costs detectors look for. */
const monthlySeries = (transactions: StatementTransaction[]): RecurringSeries | null => {
  if (transactions.length === 0) return null;
  const center = median(transactions.map((transaction) => transaction.amount));
  const similar = transactions.filter((transaction) => Math.abs(transaction.amount - center) <= Math.abs(center) * SIMILAR_AMOUNT_SHARE).sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  const monthly = similar.length === 1 || similar.slice(1).every((transaction, index) => {
    const gap = daysApart(similar[index].bookingDate, transaction.bookingDate);
    return gap >= MONTHLY_GAP_DAYS[0] && gap <= MONTHLY_GAP_DAYS[1];
  });
  return monthly && similar.length > 0 ? { description: similar[0].description, amount: center, dates: similar.map((transaction) => transaction.bookingDate) } : null;
};

const bookings = (statements: NormalisedStatement[]) => statements.flatMap((statement) => statement.transactions);

/** Salary: credits with a salary word, similar amount, monthly. */
export const detectSalary = (statements: NormalisedStatement[]): RecurringSeries | null =>
  monthlySeries(bookings(statements).filter((transaction) => transaction.amount > 0 && matchesWords(transaction, SALARY_WORDS)));

/** Rent: debits with a rent word, similar amount, monthly. */
export const detectRent = (statements: NormalisedStatement[]): RecurringSeries | null =>
  monthlySeries(bookings(statements).filter((transaction) => transaction.amount < 0 && matchesWords(transaction, RENT_WORDS)));

const counterparty = (description: string) => description.toLowerCase().replace(/\d+/g, '#').split(' ').slice(0, 6).join(' ');

/** Recurrent costs: debits to the same counterparty in at least two months at monthly intervals. */
export const detectRecurrentCosts = (statements: NormalisedStatement[]): RecurringSeries[] => {
  const groups = new Map<string, StatementTransaction[]>();
  for (const transaction of bookings(statements).filter((booking) => booking.amount < 0)) {
    const key = counterparty(transaction.description);
    groups.set(key, [...(groups.get(key) ?? []), transaction]);
  }
  return [...groups.values()].filter((group) => group.length >= 2).map(monthlySeries).filter((series): series is RecurringSeries => series !== null && series.dates.length >= 2);
};

/** Other income: monthly credits that are not salary (pensions, maintenance, side jobs). */
export const detectOtherIncome = (statements: NormalisedStatement[]): RecurringSeries[] => {
  const credits = bookings(statements).filter((transaction) => transaction.amount > 0 && !matchesWords(transaction, SALARY_WORDS));
  const groups = new Map<string, StatementTransaction[]>();
  for (const transaction of credits) groups.set(counterparty(transaction.description), [...(groups.get(counterparty(transaction.description)) ?? []), transaction]);
  return [...groups.values()].filter((group) => group.length >= 2).map(monthlySeries).filter((series): series is RecurringSeries => series !== null && series.dates.length >= 2);
};

/** The end-of-day balance averaged over every day of the period (days without bookings keep the previous balance). */
export const averageCashBalance = (statement: NormalisedStatement): number => {
  const days = daysBetween(statement.periodFrom, statement.periodTo) + 1;
  const byDay = new Map<string, number>();
  for (const transaction of statement.transactions) byDay.set(transaction.bookingDate, (byDay.get(transaction.bookingDate) ?? 0) + transaction.amount);
  const balances: number[] = [];
  let balance = statement.openingBalance;
  for (let day = 0; day < days; day += 1) {
    balance += byDay.get(addDays(statement.periodFrom, day)) ?? 0;
    balances.push(balance);
  }
  return averageOf(balances);
};

export const checkSalary = (statements: NormalisedStatement[], source: string): Finding[] => (detectSalary(statements) ? [] : [finding('BankAccts.Error.SalaryMissing', source)]);

/** Rent paid compared with the declared rent (cents; 0 or null when none was declared). */
export const checkRent = (statements: NormalisedStatement[], declaredRent: number | null, source: string): Finding[] => {
  const rent = detectRent(statements);
  if (!declaredRent) return rent ? [finding('BankAccts.Error.RentNotDeclared', source)] : [];
  if (!rent) return [finding('BankAccts.Error.RentMissing', source)];
  const detected = Math.abs(rent.amount);
  return Math.abs(detected - declaredRent) <= declaredRent * RENT_TOLERANCE_SHARE ? [] : [finding('BankAccts.Error.RentMismatch', source, { params: { detected, declared: declaredRent } })];
};

export const checkOtherIncome = (statements: NormalisedStatement[], declaredOtherIncome: boolean, source: string): Finding[] => {
  const detected = detectOtherIncome(statements).length > 0;
  if (declaredOtherIncome && !detected) return [finding('BankAccts.Error.OtherIncomeNotDetected', source)];
  if (!declaredOtherIncome && detected) return [finding('BankAccts.Error.OtherIncomeNotDeclared', source)];
  return [];
};
