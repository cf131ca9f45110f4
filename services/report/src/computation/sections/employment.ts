import type { ReportEmployment } from '@tenant/contracts';
import type { BuildContext, ReportInputs } from '../inputs.js';
import type { DepositStatement } from '../rules/deposit.js';
import { isActiveContract, wholeYearsBetween } from '../rules/tenure.js';
import { documentsOf, extractionsOf } from './documents-of.js';
import { newestTaxReturn, readPayslips, type IncomeFacts } from './income-facts.js';

const STATUS_KEYS: Record<string, string> = {
  Employed: 'employed',
  'Hybrid-employed': 'employed',
  'Self-employed': 'self_employed',
  Student: 'student',
  Unemployed: 'unemployed',
};

const CONTRACT_KEYS: Record<string, string> = { 'open-ended': 'Report.Contract.Permanent', 'close-ended': 'Report.Contract.FixedTerm' };

/** Findings of the statements about other income and rent (income's cross-document checks). */
const summaryFinding = (inputs: ReportInputs, pattern: RegExp): string | null => inputs.income?.findings.find((finding) => pattern.test(finding.key))?.key ?? null;

/** The work contract, else the newest payslip: when the job started, its kind and (fixed-term) end. */
const contractFacts = (inputs: ReportInputs) => {
  const contract = extractionsOf(documentsOf(inputs, 'work_contract', 'other'), 'contract').at(-1)?.extraction ?? null;
  const payslip = readPayslips(inputs).at(-1)?.extraction ?? null;
  return {
    employer: payslip?.employer_name ?? contract?.employer ?? newestTaxReturn(inputs)?.extraction.employer ?? null,
    startDate: payslip?.hiring_date ?? contract?.start_date ?? null,
    kind: contract?.contract_type ?? payslip?.contract_type ?? null,
    endDate: contract?.end_date ?? null,
  };
};

/** The employment card (spec 2§3 employment); null before the household step told the employment status. */
export function employmentOf(inputs: ReportInputs, context: BuildContext, facts: IncomeFacts, deposit: DepositStatement): ReportEmployment | null {
  const status = inputs.household?.employmentStatus ?? null;
  if (!status) return null;
  const today = context.generatedAt.toISOString().slice(0, 10);
  const contract = contractFacts(inputs);
  const seniority = wholeYearsBetween(contract.startDate, today);
  const rentFinding = summaryFinding(inputs, /Rent/);
  const declaredType = inputs.incomeDetails?.typeOfContract ?? contract.kind;
  return {
    status: STATUS_KEYS[status] ?? 'employed',
    monthly_income: { value: facts.grossMonthly, net_value: facts.netMonthly },
    recurrent_costs: facts.recurrentCosts,
    employment_monthly_income: facts.netEmploymentMonthly,
    employer: contract.employer,
    other_monthly_income: { value: facts.otherMonthly, warning: summaryFinding(inputs, /OtherIncome/) },
    type_of_contract: declaredType ? (CONTRACT_KEYS[declaredType] ?? null) : null,
    paychecks_per_year: inputs.incomeDetails?.paychecksPerYear ?? null,
    average_cash_balance: { value: facts.averageCashBalance ?? 0, value_translation_key: deposit.translation_key },
    // only what the statements booked: a declared rent is never shown as detected (it is the listing's current rent, labelled declared)
    actual_monthly_rent: {
      value: facts.detectedRent,
      valid: rentFinding === null,
      display: facts.detectedRent !== null || rentFinding !== null,
      error_msg: rentFinding,
    },
    employment_start_date: contract.startDate,
    seniority: { value: seniority, valid: seniority !== null },
    active_contract: isActiveContract(contract.kind, contract.endDate, today),
  };
}
