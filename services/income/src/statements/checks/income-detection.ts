import { DEFAULT_OTHER_INCOME_OPTIONS } from '@tenant/domain';
import { cellsOf, finding, type Finding } from '../statement-messages.js';
import type { NormalisedStatement, StatementTransaction } from '../statement-types.js';
import { addDays, daysBetween } from '../../parsing/dates.js';
import { averageOf, daysApart } from './portfolio-checks.js';

export const SALARY_WORDS = ['stipendio', 'emolumenti', 'retribuzione', 'cedolino', 'gehalt', 'lohn', 'bezüge', 'bezuege'];
export const RENT_WORDS = ['affitto', 'canone di locazione', 'locazione', 'pigione', 'miete', 'kaltmiete', 'warmmiete', 'mietzahlung'];
/** Amounts within ±10 % of their median belong to one recurring series. */
export const SIMILAR_AMOUNT_SHARE = 0.1;
/** Bookings 25-35 days apart are monthly. */
export const MONTHLY_GAP_DAYS = [25, 35] as const;
/** A declared rent and the detected one may differ by this share (service charges, rounding). */
export const RENT_TOLERANCE_SHARE = 0.1;

/**
 * Other incomes (spec 1§3 otherIncomes options; 2§8 income consistency) and the words of Italian and
 * German credits that name them, matched at the start of a word ("rente" in "Rentenzahlung", not in
 * "parente"). Rental income is a credit with a rent word. 'other' has no words: any monthly credit
 * from one payer that is neither salary nor one of these.
 */
export const OTHER_INCOME_WORDS = {
  'rental property': [...RENT_WORDS, 'mieteinnahme', 'mieteingang', 'pacht'],
  pension: ['pension', 'pens.', 'rente', 'altersrente', 'witwenrente', 'versorgungsbez', 'ruhegehalt'],
  alimony: ['mantenimento', 'assegno divorzile', 'alimenti', 'unterhalt', 'kindesunterhalt', 'ehegattenunterhalt', 'trennungsunterhalt'],
} as const satisfies Partial<Record<(typeof DEFAULT_OTHER_INCOME_OPTIONS)[number], readonly string[]>>;
export type OtherIncomeKind = keyof typeof OTHER_INCOME_WORDS;
/** The declared option of a monthly credit that is none of the named kinds. */
export const OTHER_INCOME_ANY = 'other';

export interface RecurringSeries {
  description: string;
  /** Median amount in signed cents. */
  amount: number;
  dates: string[];
  /** The bookings of the series, oldest first. */
  transactions: StatementTransaction[];
}

const matchesWords = (transaction: StatementTransaction, words: readonly string[]) => words.some((word) => transaction.description.toLowerCase().includes(word));

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words matched at the start of a word of the description. */
const wordStarts = (words: readonly string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${words.map(escape).join('|')})`, 'iu');
const OTHER_INCOME_PATTERNS = Object.fromEntries(Object.entries(OTHER_INCOME_WORDS).map(([kind, words]) => [kind, wordStarts(words)])) as Record<OtherIncomeKind, RegExp>;

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
  return monthly && similar.length > 0 ? { description: similar[0].description, amount: center, dates: similar.map((transaction) => transaction.bookingDate), transactions: similar } : null;
};

/** Whether `day` lies in one of the periods. */
const inPeriods = (day: string, periods: { from: string; to: string }[]) => periods.some((period) => period.from <= day && day <= period.to);

/**
 * Each account's statements, newest first, each with the days it is the reading of: where statements
 * of one account overlap (a PDF and a bank connection of the same account, or two uploads), the newest
 * statement is the reading of the days it covers, so no booking and no day counts twice.
 */
export const accountReadings = (statements: NormalisedStatement[]): { statement: NormalisedStatement; owns: (day: string) => boolean }[][] => {
  const accounts = new Map<string, NormalisedStatement[]>();
  for (const statement of statements) accounts.set(statement.iban, [...(accounts.get(statement.iban) ?? []), statement]);
  return [...accounts.values()].map((own) => {
    const claimed: { from: string; to: string }[] = [];
    return [...own]
      .sort((a, b) => b.periodTo.localeCompare(a.periodTo))
      .map((statement) => {
        const earlier = [...claimed];
        claimed.push({ from: statement.periodFrom, to: statement.periodTo });
        return { statement, owns: (day: string) => !inPeriods(day, earlier) };
      });
  });
};

/** Each account's bookings once (accountReadings), oldest first. */
const accountBookings = (statements: NormalisedStatement[]): StatementTransaction[][] =>
  accountReadings(statements).map((readings) =>
    readings.flatMap(({ statement, owns }) => statement.transactions.filter((transaction) => owns(transaction.bookingDate))).sort((a, b) => a.bookingDate.localeCompare(b.bookingDate)),
  );

const bookings = (statements: NormalisedStatement[]) => accountBookings(statements).flat();

/**
 * The series one account pays or receives (a salary or a rent is booked on one account): each account's
 * series, the one with the most bookings winning (the newest on a tie). Two accounts' bookings together
 * are not a monthly series (two a month), which hid the rent when a bank was connected beside a PDF.
 */
const accountSeries = (statements: NormalisedStatement[], matches: (transaction: StatementTransaction) => boolean): RecurringSeries | null =>
  accountBookings(statements)
    .map((transactions) => monthlySeries(transactions.filter(matches)))
    .filter((series): series is RecurringSeries => series !== null)
    .sort((a, b) => b.transactions.length - a.transactions.length || (b.dates.at(-1) ?? '').localeCompare(a.dates.at(-1) ?? ''))[0] ?? null;

/** Salary: credits with a salary word, similar amount, monthly, on one account. */
export const detectSalary = (statements: NormalisedStatement[]): RecurringSeries | null =>
  accountSeries(statements, (transaction) => transaction.amount > 0 && matchesWords(transaction, SALARY_WORDS));

/** Rent: debits with a rent word, similar amount, monthly, on one account. */
export const detectRent = (statements: NormalisedStatement[]): RecurringSeries | null =>
  accountSeries(statements, (transaction) => transaction.amount < 0 && matchesWords(transaction, RENT_WORDS));

const counterparty = (description: string) => description.toLowerCase().replace(/\d+/g, '#').split(' ').slice(0, 6).join(' ');

/** Monthly series of the bookings of one counterparty seen in at least two months. */
const seriesByCounterparty = (transactions: StatementTransaction[]): RecurringSeries[] => {
  const groups = new Map<string, StatementTransaction[]>();
  for (const transaction of transactions) {
    const key = counterparty(transaction.description);
    groups.set(key, [...(groups.get(key) ?? []), transaction]);
  }
  return [...groups.values()].filter((group) => group.length >= 2).map(monthlySeries).filter((series): series is RecurringSeries => series !== null && series.dates.length >= 2);
};

/** Recurrent costs: debits of one account to the same counterparty in at least two months at monthly intervals. */
export const detectRecurrentCosts = (statements: NormalisedStatement[]): RecurringSeries[] =>
  accountBookings(statements).flatMap((transactions) => seriesByCounterparty(transactions.filter((booking) => booking.amount < 0)));

const isSalary = (transaction: StatementTransaction) => matchesWords(transaction, SALARY_WORDS);
const kindOf = (transaction: StatementTransaction): OtherIncomeKind | null =>
  (Object.keys(OTHER_INCOME_PATTERNS) as OtherIncomeKind[]).find((kind) => OTHER_INCOME_PATTERNS[kind].test(transaction.description)) ?? null;

/**
 * Other incomes on the statements: credits naming a pension, rental income or alimony (the keyword
 * is the evidence, so one such credit a month is enough, like salary; a named kind wins over a salary
 * word, e.g. "Versorgungsbezüge"), and as 'other' any monthly
 * credit from one payer seen in at least two months that is neither salary nor one of these.
 */
export const detectOtherIncomes = (statements: NormalisedStatement[]): Map<OtherIncomeKind | typeof OTHER_INCOME_ANY, RecurringSeries> => {
  const credits = bookings(statements).filter((transaction) => transaction.amount > 0);
  const found = new Map<OtherIncomeKind | typeof OTHER_INCOME_ANY, RecurringSeries>();
  for (const kind of Object.keys(OTHER_INCOME_WORDS) as OtherIncomeKind[]) {
    const series = monthlySeries(credits.filter((transaction) => kindOf(transaction) === kind));
    if (series) found.set(kind, series);
  }
  const unnamed = seriesByCounterparty(credits.filter((transaction) => kindOf(transaction) === null && !isSalary(transaction)));
  if (unnamed.length) found.set(OTHER_INCOME_ANY, unnamed.sort((a, b) => b.dates.length - a.dates.length)[0]);
  return found;
};

/** The balance at the end of every day of the statement's period, oldest first (days without bookings keep the previous balance). */
export const endOfDayBalances = (statement: NormalisedStatement): { day: string; balance: number }[] => {
  const days = daysBetween(statement.periodFrom, statement.periodTo) + 1;
  const byDay = new Map<string, number>();
  for (const transaction of statement.transactions) byDay.set(transaction.bookingDate, (byDay.get(transaction.bookingDate) ?? 0) + transaction.amount);
  const balances: { day: string; balance: number }[] = [];
  let balance = statement.openingBalance;
  for (let index = 0; index < days; index += 1) {
    const day = addDays(statement.periodFrom, index);
    balance += byDay.get(day) ?? 0;
    balances.push({ day, balance });
  }
  return balances;
};

/** The end-of-day balance averaged over every day of the period. */
export const averageCashBalance = (statement: NormalisedStatement): number => averageOf(endOfDayBalances(statement).map(({ balance }) => balance));

/**
 * Income on the statements (report flags "no income detected", "salary not detected"): nothing when a
 * salary is credited; without one, SalaryMissing when another income (pension, rent received, alimony, a
 * monthly payer) is, else NoIncomeDetected: nothing at all comes in, which says more than a missing salary.
 */
export const checkIncome = (statements: NormalisedStatement[], source: string): Finding[] => {
  if (detectSalary(statements)) return [];
  return [finding(detectOtherIncomes(statements).size ? 'BankAccts.Error.SalaryMissing' : 'BankAccts.Error.NoIncomeDetected', source)];
};

/** Rent paid compared with the declared rent (cents; 0 or null when none was declared); the message shows both in euro. */
export const checkRent = (statements: NormalisedStatement[], declaredRent: number | null, source: string): Finding[] => {
  const rent = detectRent(statements);
  if (!declaredRent) return rent ? [finding('BankAccts.Error.RentNotDeclared', source, { cells: cellsOf(rent.transactions) })] : [];
  if (!rent) return [finding('BankAccts.Error.RentMissing', source)];
  const detected = Math.abs(rent.amount);
  return Math.abs(detected - declaredRent) <= declaredRent * RENT_TOLERANCE_SHARE
    ? []
    : [finding('BankAccts.Error.RentMismatch', source, { params: { detected: detected / 100, declared: declaredRent / 100 }, cells: cellsOf(rent.transactions) })];
};

/** What the applicant declared about other incomes (ApplicantFacts); the check does not run before they answered. */
export interface DeclaredOtherIncomes {
  otherIncomes: readonly string[];
  otherIncomesAnswered: boolean;
}

/**
 * Other income declared vs detected (spec 2§8 income consistency): every declared option not found
 * on the statements is OtherIncomeNotDetected, every named kind found (pension, rental income,
 * alimony) but not declared is OtherIncomeNotDeclared, pointing at its credits. An unnamed monthly
 * credit satisfies a declared 'other' but is never reported as undeclared: transfers from the
 * applicant's own savings or a partner look the same.
 */
export const checkOtherIncome = (statements: NormalisedStatement[], declared: DeclaredOtherIncomes, source: string): Finding[] => {
  if (!declared.otherIncomesAnswered) return [];
  const detected = detectOtherIncomes(statements);
  const notDetected = declared.otherIncomes
    .filter((income) => !detected.has(income as OtherIncomeKind))
    .map((income) => finding('BankAccts.Error.OtherIncomeNotDetected', source, { params: { income } }));
  const notDeclared = [...detected.entries()]
    .filter(([income]) => income !== OTHER_INCOME_ANY && !declared.otherIncomes.includes(income))
    .map(([income, series]) => finding('BankAccts.Error.OtherIncomeNotDeclared', source, { params: { income }, cells: cellsOf(series.transactions) }));
  return [...notDetected, ...notDeclared];
};
