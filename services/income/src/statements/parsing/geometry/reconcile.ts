import type { BalanceCandidate } from './balance-candidates.js';
import type { BookingRow } from './booking-rows.js';
import { CREDIT_WORDS, DEBIT_WORDS } from './statement-wording.js';

/**
 * What a column of amounts means: debits or credits printed without a sign, amounts signed as printed,
 * the running balance, or (a single unsigned column) signs told by the running balance or, without
 * one, by the descriptions' wording.
 */
export type AmountRole = 'debit' | 'credit' | 'signed' | 'balance';

export interface Reconciled {
  roles: AmountRole[];
  opening: BalanceCandidate;
  closing: BalanceCandidate;
  /** per row: signed cents, the amount's token text, the running balance printed on it */
  amounts: number[];
  amountTexts: string[];
  balances: (number | null)[];
  /** opening + bookings = closing, and every printed running balance agrees */
  reconciled: boolean;
  /** how good the reading is, compared element by element (compareScores): higher is better */
  score: number[];
}

const ROLES: readonly AmountRole[] = ['signed', 'debit', 'credit', 'balance'];

const assignments = (columns: number): AmountRole[][] =>
  columns === 0
    ? [[]]
    : assignments(columns - 1).flatMap((rest) => ROLES.map((role) => [role, ...rest])).filter((roles) => roles.filter((role) => role === 'balance').length <= 1);

interface Booked {
  roles: AmountRole[];
  amounts: number[];
  texts: string[];
  balances: (number | null)[];
  /** amounts whose sign no column gave: the running balance or the words decide */
  unsignedRows: number[];
  hints: number;
}

/** Each row's amount under one reading of the columns; null when a row would have no amount or two. */
const book = (rows: BookingRow[], roles: AmountRole[], hints: (AmountRole | null)[]): Booked | null => {
  const amounts: number[] = [];
  const texts: string[] = [];
  const balances: (number | null)[] = [];
  const unsignedRows: number[] = [];
  for (const [index, row] of rows.entries()) {
    const values = row.amounts.flatMap((token, column) => (token && roles[column] !== 'balance' ? [{ token, role: roles[column] }] : []));
    if (values.length !== 1) return null;
    const [{ token, role }] = values;
    const cents = token.cents ?? 0;
    amounts.push(role === 'debit' ? -Math.abs(cents) : role === 'credit' ? Math.abs(cents) : cents);
    if (role === 'signed' && !token.signed) unsignedRows.push(index);
    texts.push(token.text);
    const balanceColumn = roles.indexOf('balance');
    balances.push(balanceColumn >= 0 ? (row.amounts[balanceColumn]?.cents ?? null) : null);
  }
  return { roles, amounts, texts, balances, unsignedRows, hints: roles.filter((role, column) => hints[column] === role).length };
};

/** A signed column printed without any sign: the running balance's steps, else the words, give each sign. */
const signUnsigned = (booked: Booked, rows: BookingRow[], opening: number): number[] => {
  if (booked.unsignedRows.length === 0) return booked.amounts;
  const amounts = [...booked.amounts];
  let running = opening;
  for (const [index, amount] of amounts.entries()) {
    if (booked.unsignedRows.includes(index)) {
      const printed = booked.balances[index];
      const magnitude = Math.abs(amount);
      const words = rows[index].description.join(' ');
      if (printed !== null) amounts[index] = printed === running - magnitude ? -magnitude : magnitude;
      else amounts[index] = CREDIT_WORDS.test(words) && !DEBIT_WORDS.test(words) ? magnitude : -magnitude;
    }
    running = booked.balances[index] ?? running + amounts[index];
  }
  return amounts;
};

const wordAgreement = (rows: BookingRow[], amounts: number[]) =>
  rows.reduce((total, row, index) => {
    const words = row.description.join(' ');
    if (amounts[index] < 0 && DEBIT_WORDS.test(words)) return total + 1;
    if (amounts[index] > 0 && CREDIT_WORDS.test(words)) return total + 1;
    return total;
  }, 0);

const agreeingBalances = (opening: number, amounts: number[], balances: (number | null)[]) => {
  let running = opening;
  let agreeing = 0;
  let printed = 0;
  amounts.forEach((amount, index) => {
    running += amount;
    const balance = balances[index];
    if (balance === null || balance === undefined) return;
    printed += 1;
    if (balance === running) agreeing += 1;
  });
  return { agreeing, printed };
};

/**
 * Chooses what the columns mean and which figures are the balances so that the statement adds up:
 * opening + bookings = closing, and every printed running balance agrees. Every reading of the columns
 * is tried with every pair of balance candidates; the arithmetic decides, then the balances' labels
 * (a figure beside its label before one under it), the header's hints and, last, the descriptions'
 * wording. A reading that does not add up is still returned (the best one), marked not reconciled.
 */
export const reconcile = (rows: BookingRow[], columnCount: number, balances: BalanceCandidate[], hints: (AmountRole | null)[]): Reconciled | null => {
  const openings = balances.filter((candidate) => candidate.role !== 'closing');
  const closings = balances.filter((candidate) => candidate.role !== 'opening');
  const readings = assignments(columnCount)
    .map((roles) => book(rows, roles, hints))
    .filter((booked): booked is Booked => booked !== null);
  let best: { score: number[]; result: Reconciled } | null = null;
  for (const booked of readings) {
    for (const opening of openings) {
      const amounts = signUnsigned(booked, rows, opening.cents);
      const total = amounts.reduce((sum, amount) => sum + amount, opening.cents);
      const { agreeing, printed } = agreeingBalances(opening.cents, amounts, booked.balances);
      const words = wordAgreement(rows, amounts);
      for (const closing of closings) {
        if (closing.lineIndex === opening.lineIndex) continue;
        if (opening.role === 'dated' && closing.role === 'dated' && opening.date === closing.date) continue;
        const adds = total === closing.cents && (rows.length > 0 || opening.cents === closing.cents);
        const reconciled = adds && agreeing === printed;
        const score = [reconciled ? 1 : 0, adds ? 1 : 0, agreeing, -(opening.rank + closing.rank), booked.hints, words, -booked.unsignedRows.length, -Math.abs(total - closing.cents)];
        if (!best || compareScores(score, best.score) > 0) {
          best = { score, result: { roles: booked.roles, opening, closing, amounts, amountTexts: booked.texts, balances: booked.balances, reconciled, score } };
        }
      }
    }
  }
  return best?.result ?? null;
};

export const compareScores = (a: number[], b: number[]) => {
  for (const [index, value] of a.entries()) if (value !== b[index]) return value - b[index];
  return 0;
};
