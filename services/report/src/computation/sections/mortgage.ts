import type { ReportMortgage } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import { installmentAffordabilityOf } from '../rules/mortgage-installment.js';
import { toEuros } from '../rules/money.js';
import { newestTaxReturn, type IncomeFacts } from './income-facts.js';

/**
 * The mortgage variant (spec 2§2): installment affordability at the fixed rate, the monthly cash flow
 * (income in; rent and other regular payments, and the new installment, out) and the newest tax return.
 * Null until the mortgage information gives a property value and a loan amount.
 */
export function mortgageOf(inputs: ReportInputs, facts: IncomeFacts): ReportMortgage | null {
  const info = inputs.mortgage;
  if (!info?.propertyValue || info.loanAmount === null) return null;
  const installment = installmentAffordabilityOf(info.propertyValue, info.loanAmount, facts.netMonthly);
  const rent = facts.detectedRent ?? 0;
  const taxReturn = newestTaxReturn(inputs)?.extraction ?? null;
  return {
    installment_affordability: installment,
    cashflow: {
      inflows: [
        { translation_key: 'Report.Employment.EmploymentIncome', monthly_amount: facts.netEmploymentMonthly },
        ...(facts.otherMonthly ? [{ translation_key: 'Report.Employment.OtherIncome', monthly_amount: facts.otherMonthly }] : []),
      ],
      outflows: [
        ...(rent ? [{ translation_key: 'Report.Cost.Rent', monthly_amount: rent }] : []),
        // only what statements showed: without them nothing is known, which is not €0
        ...(facts.statementMonths.length ? [{ translation_key: 'Report.Cost.OtherRecurring', monthly_amount: facts.otherRecurrentCosts }] : []),
        { translation_key: 'Report.Mortgage.MonthlyInstallment', monthly_amount: installment.monthly_installment },
      ],
    },
    tax_return: taxReturn
      ? { reference_year: taxReturn.reference_year, gross_annual_income: toEuros(taxReturn.gross_annual_income ?? 0), net_annual_income: toEuros(taxReturn.net_annual_income ?? 0) }
      : null,
  };
}
