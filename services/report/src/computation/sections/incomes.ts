import type { IncomeMonthFigures, RecordRow, ReportIncomeSection, ReportPayslipIncome, ReportRecurrentCost } from '@tenant/contracts';
import { PAYSLIP_COVERAGE_MONTHS } from '@tenant/domain';
import type { BuildContext, InputDocument, ReportInputs } from '../inputs.js';
import { toEuros } from '../rules/money.js';
import { documentsOf, extractionsOf, fileNameOf, worstFinding } from './documents-of.js';
import { statementWindow, verifiedStatements, type IncomeFacts } from './income-facts.js';
import { byText, coverageEntry, monthsBetween, monthsEnding, type CellState, type MonthKey } from './months.js';

/** A month's cell from the document covering it: its worst finding colours it, its figure fills it; no document: missing. */
const cellOf = (document: InputDocument | undefined, amountCents: number | null): CellState => {
  if (!document) return { value: 'missing', amount: null, msg: null };
  const finding = worstFinding(document.findings);
  return { value: finding?.level ?? 'ok', amount: amountCents === null ? null : toEuros(amountCents), msg: finding?.key ?? null };
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

/** The cents booked in each statement month (IncomeFacts.statementMonths) by one of its figures; 0 in a covered month without a booking. */
const bookedIn = (facts: IncomeFacts, figure: (month: IncomeMonthFigures) => number | null): ((month: MonthKey) => number | null) => {
  const months = new Map(facts.statementMonths.map((month) => [month.month, figure(month) ?? 0]));
  return (month) => months.get(month) ?? null;
};

const rowOf = (label: string, notes: string | null, window: MonthKey[], byMonth: Map<MonthKey, InputDocument>, amount: (month: MonthKey) => number | null): RecordRow => ({
  label,
  notes,
  is_fraud: window.some((month) => byMonth.get(month)?.findings.some((finding) => finding.key.startsWith('BankAccts.Error.NotOriginal'))),
  coverage: window.map((month) => {
    const document = byMonth.get(month);
    return coverageEntry(month, cellOf(document, document ? amount(month) : null));
  }),
});

/** Bank-statement incomes (spec 2§3): the salary booked in each month of the window, and the files that could not be read. */
export function bankStatementIncomesOf(inputs: ReportInputs, context: BuildContext, facts: IncomeFacts): ReportIncomeSection | null {
  const statements = documentsOf(inputs, 'bank_statement');
  if (!statements.length) return null;
  const window = statementWindow(inputs, context);
  const byMonth = statementByMonth(inputs);
  // the account of the newest statement; of several as new, the one with the most bookings (a current account, not a savings one beside it)
  const account =
    verifiedStatements(inputs)
      .map((document) => document.figures!)
      .sort((a, b) => byText(a.period_to, b.period_to) || a.transaction_count - b.transaction_count)
      .at(-1) ??
    statements.at(-1)?.figures ??
    null;
  return {
    label: account ? [account.bank_name, account.iban].filter(Boolean).join(' · ') : 'Report.Income.BankStatements',
    content: [rowOf('Report.Income.Salary', account?.holder ?? null, window, byMonth, bookedIn(facts, (month) => month.salary))],
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

/**
 * Recurrent costs (spec 2§3): the detected rent and the other recurring debits, each with its monthly
 * figure (IncomeFacts: their sum is the monthly payments) and what was booked in each month of the window.
 */
export function recurrentCostsOf(inputs: ReportInputs, context: BuildContext, facts: IncomeFacts): { content: ReportRecurrentCost[] } {
  if (!facts.statementMonths.length) return { content: [] };
  const window = statementWindow(inputs, context);
  const byMonth = statementByMonth(inputs);
  const row = (translationKey: string, monthly: number, amount: (month: MonthKey) => number | null): ReportRecurrentCost => ({
    label: translationKey,
    translation_key: translationKey,
    monthly_amount: monthly,
    coverage: window.map((month) => {
      const document = byMonth.get(month);
      return coverageEntry(month, cellOf(document, document ? amount(month) : null));
    }),
  });
  return {
    content: [
      ...(facts.detectedRent !== null ? [row('Report.Cost.Rent', facts.detectedRent, bookedIn(facts, (month) => month.rent))] : []),
      ...(facts.otherRecurrentCosts > 0 ? [row('Report.Cost.OtherRecurring', facts.otherRecurrentCosts, bookedIn(facts, (month) => month.other_recurrent_costs))] : []),
    ],
  };
}
