import { loanPercentage, MORTGAGE_FIXED_RATE_PERCENT } from '@tenant/domain';
import { toCents, toEuros } from './money.js';

export const MORTGAGE_RULE_VERSION = 'mortgage-installment@1';

/** The term the installment is computed over: the mortgage step asks no term, 25 years is the most common one in Italy and Germany. */
export const MORTGAGE_TERM_YEARS = 25;

/**
 * The monthly installment of an annuity loan (French amortisation, the standard for Italian and
 * German mortgages): L·r / (1 − (1 + r)^−n), r the monthly rate (yearly / 12), n the months; in
 * euros with 2 decimals, rounded half up. A loan of 0 costs 0.
 */
export function monthlyInstallment(loanAmount: number, years = MORTGAGE_TERM_YEARS, ratePercent = MORTGAGE_FIXED_RATE_PERCENT): number {
  if (loanAmount <= 0) return 0;
  const months = years * 12;
  const rate = ratePercent / 100 / 12;
  const cents = rate === 0 ? toCents(loanAmount) / months : (toCents(loanAmount) * rate) / (1 - (1 + rate) ** -months);
  return toEuros(Math.round(cents));
}

export interface InstallmentAffordability {
  property_value: number;
  down_payment: number;
  loan_amount: number;
  loan_to_value: number;
  years: number;
  rate_percent: number;
  monthly_installment: number;
  affordable: boolean;
}

/**
 * Installment affordability (spec 2§2 mortgage report): the installment at the fixed rate is
 * affordable when it is at most one third of the net monthly income (the same one-third rule as the
 * rent; equal counts as affordable). Loan to value is the integer share of libs/domain loanPercentage.
 */
export function installmentAffordabilityOf(propertyValue: number, loanAmount: number, netMonthlyIncome: number): InstallmentAffordability {
  const installment = monthlyInstallment(loanAmount);
  const income = toCents(netMonthlyIncome);
  return {
    property_value: propertyValue,
    down_payment: toEuros(toCents(propertyValue) - toCents(loanAmount)),
    loan_amount: loanAmount,
    loan_to_value: loanPercentage(propertyValue, loanAmount) ?? 0,
    years: MORTGAGE_TERM_YEARS,
    rate_percent: MORTGAGE_FIXED_RATE_PERCENT,
    monthly_installment: installment,
    affordable: income > 0 && toCents(installment) * 3 <= income,
  };
}
