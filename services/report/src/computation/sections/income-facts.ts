import type { ReportMonthFigure } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import { toEuros } from '../rules/money.js';
import { documentsOf, extractionsOf } from './documents-of.js';
import { byText, monthFigure, monthOf, monthsBetween, type MonthKey } from './months.js';

/** The income figures several sections share, in euros (income announces integer cents). */
export interface IncomeFacts {
  /** net pay from employment a month: the payslips' average, else the salary the statements show, else the newest tax return's net / 12 */
  netEmploymentMonthly: number;
  grossMonthly: number;
  /** other monthly income the documents prove (none is itemised by the income service yet) */
  otherMonthly: number;
  netMonthly: number;
  recurrentCosts: number;
  averageCashBalance: number | null;
  detectedRent: number | null;
  incomePerMonth: ReportMonthFigure[];
  balanceOverTime: ReportMonthFigure[];
}

const average = (values: number[]): number | null => (values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null);

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

/** Per month: the salary each statement shows for its months, and its closing balance in its last month. */
const statementMonths = (inputs: ReportInputs): { income: Map<MonthKey, number>; balance: Map<MonthKey, number> } => {
  const income = new Map<MonthKey, number>();
  const balance = new Map<MonthKey, number>();
  for (const { figures } of verifiedStatements(inputs)) {
    if (!figures) continue;
    if (figures.salary_monthly !== null) for (const month of monthsBetween(figures.period_from, figures.period_to)) income.set(month, figures.salary_monthly);
    balance.set(monthOf(figures.period_to), figures.closing_balance);
  }
  return { income, balance };
};

const figuresOf = (months: Map<MonthKey, number>): ReportMonthFigure[] =>
  [...months.entries()].sort(([a], [b]) => byText(a, b)).map(([month, cents]) => monthFigure(month, toEuros(cents)));

export function incomeFactsOf(inputs: ReportInputs): IncomeFacts {
  const payslips = readPayslips(inputs);
  const taxReturn = newestTaxReturn(inputs)?.extraction ?? null;
  const summary = inputs.income;
  const payslipNet = average(payslips.map(({ extraction }) => extraction.net_pay));
  const payslipGross = average(payslips.flatMap(({ extraction }) => (extraction.gross_pay === null ? [] : [extraction.gross_pay])));
  const taxNet = taxReturn?.net_annual_income ? Math.round(taxReturn.net_annual_income / 12) : null;
  const taxGross = taxReturn?.gross_annual_income ? Math.round(taxReturn.gross_annual_income / 12) : null;
  const netCents = payslipNet ?? summary?.salary_monthly ?? taxNet ?? 0;
  const grossCents = payslipGross ?? taxGross ?? netCents;
  const { income, balance } = statementMonths(inputs);
  return {
    netEmploymentMonthly: toEuros(netCents),
    grossMonthly: toEuros(grossCents),
    otherMonthly: 0,
    netMonthly: toEuros(netCents),
    recurrentCosts: toEuros(summary?.recurrent_costs_monthly ?? 0),
    averageCashBalance: summary?.average_cash_balance === null || summary?.average_cash_balance === undefined ? null : toEuros(summary.average_cash_balance),
    detectedRent: summary?.rent_monthly === null || summary?.rent_monthly === undefined ? null : toEuros(summary.rent_monthly),
    incomePerMonth: figuresOf(income),
    balanceOverTime: figuresOf(balance),
  };
}
