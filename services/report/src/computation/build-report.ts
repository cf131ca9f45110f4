import type { Report, ReportType } from '@tenant/contracts';
import type { BuildContext, ReportInputs } from './inputs.js';
import { affordabilityOf } from './rules/affordability.js';
import { depositStatementOf } from './rules/deposit.js';
import { premiumScoreOf } from './rules/premium-score.js';
import { employmentOf } from './sections/employment.js';
import { incomeFactsOf } from './sections/income-facts.js';
import { bankStatementIncomesOf, payslipIncomesOf, recurrentCostsOf } from './sections/incomes.js';
import { listingInfoOf, rentAppliedFor } from './sections/listing-info.js';
import { aggregatedMessagesOf, checksOf } from './sections/messages.js';
import { mortgageOf } from './sections/mortgage.js';
import { nationalIdsOf, otherDocumentsOf } from './sections/documents.js';
import { payslipControlsOf } from './sections/payslip-controls.js';
import { disclosedYes, guarantorsOf, householdOf, otherQuestionsOf } from './sections/people.js';
import { personalDetailsOf } from './sections/personal-details.js';

/** rent, rapid or mortgage, from the application type onboarding announced (rent until it did). */
export const reportTypeOf = (inputs: ReportInputs): ReportType => inputs.terms?.applicationType ?? 'rent';

/**
 * The report (spec 2§3) from its inputs: pure and deterministic, the same inputs and context give the
 * same JSON (no clock, no randomness, no I/O). Each section is its own module under sections/, each
 * rule its own versioned module under rules/ (README.md).
 */
export function buildReport(inputs: ReportInputs, context: BuildContext): Report {
  const type = reportTypeOf(inputs);
  const rapid = type === 'rapid';
  const facts = incomeFactsOf(inputs, context);
  const listingRent = rentAppliedFor(inputs);
  const affordability = rapid ? null : affordabilityOf({ netMonthlyIncome: facts.netMonthly, rent: listingRent });
  // without a listing, the deposit is measured against the rent the income suggests
  const deposit = depositStatementOf(facts.averageCashBalance, listingRent ?? affordability?.value ?? null);
  const nationalIds = nationalIdsOf(inputs, context);
  const aggregated = aggregatedMessagesOf(inputs, facts, nationalIds);
  return {
    type,
    personal_details: personalDetailsOf(inputs, context, rapid),
    listing_info: listingInfoOf(inputs, facts),
    monthly_affordability: affordability,
    employment: employmentOf(inputs, context, facts, deposit),
    income_per_month: facts.incomePerMonth,
    balance_over_time: facts.balanceOverTime,
    deposit_affordable: deposit.covered,
    bank_statements_incomes: rapid ? null : bankStatementIncomesOf(inputs, context, facts),
    payslips_incomes: payslipIncomesOf(inputs),
    payslips_controls: payslipControlsOf(inputs),
    recurrent_costs: rapid ? { content: [] } : recurrentCostsOf(inputs, context, facts),
    other_documents: otherDocumentsOf(inputs),
    national_ids: rapid ? [] : nationalIds,
    guarantors: rapid ? { content: [] } : guarantorsOf(inputs),
    hh_members: rapid ? { label: 'Report.Household', content: [] } : householdOf(inputs),
    other_questions: rapid ? [] : otherQuestionsOf(inputs),
    aggregated_error_messages: aggregated,
    checks: checksOf(inputs, rapid),
    score: premiumScoreOf({
      identityMethod: inputs.identity?.method ?? null,
      netMonthlyIncome: facts.netMonthly,
      rent: listingRent,
      depositCovered: deposit.covered,
      incomePerMonth: facts.incomePerMonth.map((month) => month.value),
      documentErrors: aggregated.filter((message) => message.type === 'error').length,
      disclosed: {
        rentArrears: disclosedYes(inputs, 'rent-arrears'),
        landlordProceedings: disclosedYes(inputs, 'landlord-proceedings'),
        insolvency: disclosedYes(inputs, 'insolvency'),
        garnishments: disclosedYes(inputs, 'garnishments'),
      },
    }),
    mortgage: type === 'mortgage' ? mortgageOf(inputs, facts) : null,
  };
}
