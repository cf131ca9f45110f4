import type { MortgageInfo, UserMortgageInfo } from '@tenant/contracts';
import { loanPercentage, mortgageDocumentsNeeded, requiredFunds } from '@tenant/domain';
import type { MortgageInfoInput } from '@tenant/validation';
import type { MortgageInfoColumns } from '../repositories/declarations.repository.js';

// The one mapping of the mortgage-info step between the API body, the entity columns and the state's
// user fields (spec 2§3 Mortgage responses).

/** API → columns: the read-only figures and needFinancing are computed here, never taken from the client. */
export function toMortgageInfoColumns(applicationId: string, input: MortgageInfoInput, confirmedAt: Date): MortgageInfoColumns {
  const identifiedProperty = input.identifiedProperty === true;
  return {
    applicationId,
    identifiedProperty,
    propertyValue: input.propertyValue ?? null,
    propertyType: input.propertyType ?? null,
    loanAmount: input.loanAmount ?? null,
    funds: requiredFunds(input.propertyValue, input.loanAmount),
    loanPercentage: loanPercentage(input.propertyValue, input.loanAmount),
    sourcesOfFund: input.sourcesOfFund,
    needFinancing: mortgageDocumentsNeeded(identifiedProperty, input.sourcesOfFund),
    confirmedAt,
  };
}

/** Entity (or the columns about to be stored) → API. */
export const toMortgageInfo = (entity: MortgageInfoColumns): MortgageInfo => ({
  identifiedProperty: entity.identifiedProperty,
  propertyValue: entity.propertyValue,
  loanAmount: entity.loanAmount,
  funds: entity.funds,
  loanPercentage: entity.loanPercentage,
  sourcesOfFund: entity.sourcesOfFund,
  propertyType: entity.propertyType,
  needFinancing: entity.needFinancing,
});

/** API → the stored user's mortgage_info (spec 1§3). */
export const toUserMortgageInfo = (info: MortgageInfo): UserMortgageInfo => ({
  funds: info.funds,
  loan_amount: info.loanAmount,
  property_value: info.propertyValue,
  need_financing: info.needFinancing,
  identified_property: info.identifiedProperty,
  loan_percentage: info.loanPercentage,
  sources_of_fund: info.sourcesOfFund,
  property_type: info.propertyType,
});
