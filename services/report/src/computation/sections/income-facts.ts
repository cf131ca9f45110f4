import type { IncomeMonthFigures, ReportMonthFigure } from '@tenant/contracts';
import { statementCoverageMonths } from '@tenant/domain';
import type { BuildContext, ReportInputs } from '../inputs.js';
import { toCents, toEuros } from '../rules/money.js';
import { documentsOf, extractionsOf } from './documents-of.js';
import { byText, monthFigure, monthOf, monthsEnding, type MonthKey } from './months.js';

/**
 * The income figures, computed once here from the verified readings (README "One source for every
 * figure"): every section and every view prints these, never its own sum. In euros (income announces
 * integer cents); monthly figures are averages over the statement months of the window.
 */
export interface IncomeFacts {
  /** net pay from employment a month: the payslips' average, else the salary the statements booked a month, else the newest tax return's net / 12 */
  netEmploymentMonthly: number;
  grossMonthly: number;
  /** other monthly income the documents prove (none is itemised by the income service yet) */
  otherMonthly: number;
  netMonthly: number;
  /** monthly payments: the detected rent and the other recurring debits, a month */
  recurrentCosts: number;
  /** the recurring debits other than the rent, a month */
  otherRecurrentCosts: number;
  /** the end-of-day balances averaged over every covered day of the statement months; null without statements */
  averageCashBalance: number | null;
  /** the rent the statements booked, a month; null when no rent series was detected */
  detectedRent: number | null;
  /** the salary booked in each statement month (0 in a month without one) */
  incomePerMonth: ReportMonthFigure[];
  /** the average end-of-day balance of each statement month: the balances averageCashBalance averages */
  balanceOverTime: ReportMonthFigure[];
  /** the statement months of the window, oldest first: what the monthly cells show */
  statementMonths: IncomeMonthFigures[];
}

const average = (values: number[]): number | null => (values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null);

/** The months the statements must cover (3, 6 for the self-employed), ending with the newest statement's month (else the report's). */
export const statementWindow = (inputs: ReportInputs, context: BuildContext): MonthKey[] => {
  const last = inputs.income?.coverage_to ?? context.generatedAt.toISOString();
  return monthsEnding(monthOf(last), statementCoverageMonths(inputs.household?.employmentStatus ?? null));
};

/** The statements read and reconciled, oldest period first. */
export const verifiedStatements = (inputs: ReportInputs) =>
  documentsOf(inputs, 'bank_statement')
    .filter((document) => document.figures?.reconciled)
    .sort((a, b) => byText(a.figures!.period_from, b.figures!.period_from));

/** The newest tax return (fiscal document, CU, tax return) read with an income. */
export const newestTaxReturn = (inputs: ReportInputs) =>
  extractionsOf(documentsOf(inputs, 'fiscal_doc', 'cud', 'tax_return'), 'fiscal')
    .filter(({ document }) => document.status !== 'parsed with error')
    .sort((a, b) => a.extraction.reference_year - b.extraction.reference_year)
    .at(-1) ?? null;

/** The payslips read without a blocking error. */
export const readPayslips = (inputs: ReportInputs) =>
  extractionsOf(documentsOf(inputs, 'payslip'), 'payslip')
    .filter(({ document }) => document.status === 'parsed')
    .sort((a, b) => byText(a.extraction.period, b.extraction.period));

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** A monthly figure in euros: the cents booked over the months, divided by their number (rounded to the cent). */
const perMonth = (cents: number[], months: number): number => (months ? toEuros(Math.round(sum(cents) / months)) : 0);

/** The statement months (contracts IncomeMonthFigures) inside the report's window, oldest first. */
export const statementMonthsOf = (inputs: ReportInputs, context: BuildContext): IncomeMonthFigures[] => {
  const window = new Set(statementWindow(inputs, context));
  return (inputs.income?.months ?? []).filter((month) => month.days_covered > 0 && window.has(month.month)).sort((a, b) => byText(a.month, b.month));
};

export function incomeFactsOf(inputs: ReportInputs, context: BuildContext): IncomeFacts {
  const payslips = readPayslips(inputs);
  const taxReturn = newestTaxReturn(inputs)?.extraction ?? null;
  const months = statementMonthsOf(inputs, context);
  const payslipNet = average(payslips.map(({ extraction }) => extraction.net_pay));
  const payslipGross = average(payslips.flatMap(({ extraction }) => (extraction.gross_pay === null ? [] : [extraction.gross_pay])));
  const taxNet = taxReturn?.net_annual_income ? Math.round(taxReturn.net_annual_income / 12) : null;
  const taxGross = taxReturn?.gross_annual_income ? Math.round(taxReturn.gross_annual_income / 12) : null;
  const salaries = months.map((month) => month.salary ?? 0);
  const statementSalary = months.some((month) => month.salary !== null) ? Math.round(sum(salaries) / months.length) : null;
  const netCents = payslipNet ?? statementSalary ?? taxNet ?? 0;
  const grossCents = payslipGross ?? taxGross ?? netCents;
  const detectedRent = months.some((month) => month.rent !== null) ? perMonth(months.map((month) => month.rent ?? 0), months.length) : null;
  const otherRecurrentCosts = perMonth(months.map((month) => month.other_recurrent_costs), months.length);
  const days = sum(months.map((month) => month.days_covered));
  return {
    netEmploymentMonthly: toEuros(netCents),
    grossMonthly: toEuros(grossCents),
    otherMonthly: 0,
    netMonthly: toEuros(netCents),
    recurrentCosts: toEuros(toCents(detectedRent ?? 0) + toCents(otherRecurrentCosts)),
    otherRecurrentCosts,
    averageCashBalance: days ? toEuros(Math.round(sum(months.map((month) => month.balance_day_sum)) / days)) : null,
    detectedRent,
    incomePerMonth: months.map((month) => monthFigure(month.month, toEuros(month.salary ?? 0))),
    balanceOverTime: months.map((month) => monthFigure(month.month, toEuros(Math.round(month.balance_day_sum / month.days_covered)))),
    statementMonths: months,
  };
}
