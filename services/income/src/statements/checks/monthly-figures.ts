import type { IncomeMonthFigures } from '@tenant/contracts';
import type { NormalisedStatement, StatementTransaction } from '../statement-types.js';
import { accountReadings, detectRecurrentCosts, detectRent, detectSalary, endOfDayBalances } from './income-detection.js';

const monthOf = (day: string) => day.slice(0, 7);

/** Σ |amount| of the bookings per month. */
const sumByMonth = (transactions: StatementTransaction[]): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const transaction of transactions) sums.set(monthOf(transaction.bookingDate), (sums.get(monthOf(transaction.bookingDate)) ?? 0) + Math.abs(transaction.amount));
  return sums;
};

/**
 * The statements month by month (contracts IncomeMonthFigures): the salary, rent and other recurring
 * debits the detectors found, as booked in each month, and the end-of-day balances of every account
 * (each account's day read once, from its newest statement covering it), summed per day.
 */
export function monthlyFigures(statements: NormalisedStatement[]): IncomeMonthFigures[] {
  const salary = detectSalary(statements)?.transactions ?? [];
  const rent = detectRent(statements)?.transactions ?? [];
  const rentBookings = new Set(rent);
  const others = detectRecurrentCosts(statements).flatMap((series) => series.transactions.filter((transaction) => !rentBookings.has(transaction)));
  const balanceByDay = new Map<string, number>();
  for (const readings of accountReadings(statements)) {
    for (const { statement, owns } of readings) {
      for (const { day, balance } of endOfDayBalances(statement)) if (owns(day)) balanceByDay.set(day, (balanceByDay.get(day) ?? 0) + balance);
    }
  }
  const salaryByMonth = sumByMonth(salary);
  const rentByMonth = sumByMonth(rent);
  const othersByMonth = sumByMonth(others);
  const months = new Map<string, IncomeMonthFigures>();
  for (const [day, balance] of [...balanceByDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const month = monthOf(day);
    const figures = months.get(month) ?? {
      month,
      days_covered: 0,
      balance_day_sum: 0,
      salary: salaryByMonth.get(month) ?? null,
      rent: rentByMonth.get(month) ?? null,
      other_recurrent_costs: othersByMonth.get(month) ?? 0,
    };
    figures.days_covered += 1;
    figures.balance_day_sum += balance;
    months.set(month, figures);
  }
  return [...months.values()];
}
