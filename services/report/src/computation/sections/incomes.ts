import type { RecordRow, ReportIncomeSection, ReportPayslipIncome, ReportRecurrentCost } from '@tenant/contracts';
import { PAYSLIP_COVERAGE_MONTHS, statementCoverageMonths } from '@tenant/domain';
import type { BuildContext, InputDocument, ReportInputs } from '../inputs.js';
import { toEuros } from '../rules/money.js';
import { documentsOf, extractionsOf, fileNameOf, worstFinding } from './documents-of.js';
import { verifiedStatements } from './income-facts.js';
import { coverageEntry, monthOf, monthsBetween, monthsEnding, type CellState, type MonthKey } from './months.js';

/** A month's cell from the document covering it: its worst finding colours it, its figure fills it; no document: missing. */
const cellOf = (document: InputDocument | undefined, amountCents: number | null): CellState => {
  if (!document) return { value: 'missing', amount: null, msg: null };
  const finding = worstFinding(document.findings);
  return { value: finding?.level ?? 'ok', amount: amountCents === null ? null : toEuros(amountCents), msg: finding?.key ?? null };
};

/** The months the statements must cover (3, 6 for the self-employed), ending with the newest statement's month (else the report's). */
export const statementWindow = (inputs: ReportInputs, context: BuildContext): MonthKey[] => {
  const last = inputs.income?.coverage_to ?? context.generatedAt.toISOString();
  return monthsEnding(monthOf(last), statementCoverageMonths(inputs.household?.employmentStatus ?? null));
};

/** The statement covering each month of the window (the newest one when periods overlap). */
const statementByMonth = (inputs: ReportInputs): Map<MonthKey, InputDocument> => {
  const byMonth = new Map<MonthKey, InputDocument>();
  for (const document of documentsOf(inputs, 'bank_statement')) {
    if (!document.figures) continue;
    for (const month of monthsBetween(document.figures.period_from, document.figures.period_to)) byMonth.set(month, document);
  }
  return byMonth;
};

const rowOf = (label: string, notes: string | null, window: MonthKey[], byMonth: Map<MonthKey, InputDocument>, amount: (document: InputDocument) => number | null): RecordRow => ({
  label,
  notes,
  is_fraud: window.some((month) => byMonth.get(month)?.findings.some((finding) => finding.key.startsWith('BankAccts.Error.NotOriginal'))),
  coverage: window.map((month) => {
    const document = byMonth.get(month);
    return coverageEntry(month, cellOf(document, document ? amount(document) : null));
  }),
});

/** Bank-statement incomes (spec 2§3): the salary line per month of the window, and the files that could not be read. */
export function bankStatementIncomesOf(inputs: ReportInputs, context: BuildContext): ReportIncomeSection | null {
  const statements = documentsOf(inputs, 'bank_statement');
  if (!statements.length) return null;
  const window = statementWindow(inputs, context);
  const byMonth = statementByMonth(inputs);
  const account = verifiedStatements(inputs).at(-1)?.figures ?? statements.at(-1)?.figures ?? null;
  return {
    label: account ? [account.bank_name, account.iban].filter(Boolean).join(' · ') : 'Report.Income.BankStatements',
    content: [rowOf('Report.Income.Salary', account?.holder ?? null, window, byMonth, (document) => document.figures?.salary_monthly ?? null)],
    error_files: statements.filter((document) => document.status === 'parsed with error').map(fileNameOf),
  };
}

/** Payslip incomes (spec 2§3): one series per employer over the last PAYSLIP_COVERAGE_MONTHS months, net pay per month. */
export function payslipIncomesOf(inputs: ReportInputs): ReportPayslipIncome[] {
  const payslips = extractionsOf(documentsOf(inputs, 'payslip'), 'payslip');
  if (!payslips.length) return [];
  const window = monthsEnding(payslips.map(({ extraction }) => extraction.period).sort().at(-1)!, PAYSLIP_COVERAGE_MONTHS);
  const employers = [...new Set(payslips.map(({ extraction }) => extraction.employer_name ?? ''))];
  return employers.map((employer) => {
    const own = payslips.filter(({ extraction }) => (extraction.employer_name ?? '') === employer);
    const byMonth = new Map(own.map((payslip) => [payslip.extraction.period, payslip]));
    return {
      label: [employer || null, own.at(-1)?.extraction.layout].filter(Boolean).join(' · '),
      coverage: window.map((month) => {
        const payslip = byMonth.get(month);
        return coverageEntry(month, cellOf(payslip?.document, payslip?.extraction.net_pay ?? null));
      }),
      error_files: own.filter(({ document }) => document.status === 'parsed with error').map(({ document }) => fileNameOf(document)),
    };
  });
}

/** Recurrent costs (spec 2§3): the rent detected, and the other regular payments, a month over the statements' window. */
export function recurrentCostsOf(inputs: ReportInputs, context: BuildContext): { content: ReportRecurrentCost[] } {
  const summary = inputs.income;
  if (!summary || !summary.statements_parsed) return { content: [] };
  const window = statementWindow(inputs, context);
  const byMonth = statementByMonth(inputs);
  const row = (label: string, translationKey: string, monthly: number, perStatement: (document: InputDocument) => number | null): ReportRecurrentCost => ({
    label,
    translation_key: translationKey,
    monthly_amount: toEuros(monthly),
    coverage: window.map((month) => {
      const document = byMonth.get(month);
      return coverageEntry(month, cellOf(document, document ? perStatement(document) : null));
    }),
  });
  const rent = summary.rent_monthly;
  const others = summary.recurrent_costs_monthly - (rent ?? 0);
  return {
    content: [
      ...(rent ? [row('Report.Cost.Rent', 'Report.Cost.Rent', rent, (document) => document.figures?.rent_monthly ?? null)] : []),
      ...(others > 0
        ? [row('Report.Employment.RecurrentCosts', 'Report.Employment.RecurrentCosts', others, (document) => (document.figures ? document.figures.recurrent_costs_monthly - (document.figures.rent_monthly ?? 0) : null))]
        : []),
    ],
  };
}
