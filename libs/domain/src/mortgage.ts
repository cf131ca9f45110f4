/** Mortgage information (spec 2§2, 2§3 Mortgage responses, 2§5 Mortgage): options as the API carries them. */
export const PROPERTY_TYPES = ['house', 'apartment', 'land', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const SOURCES_OF_FUND = ['bank-account-balance', 'savings-on-investments', 'family-members', 'other'] as const;
export type SourceOfFund = (typeof SOURCES_OF_FUND)[number];
/** The source the income check's bank statements already prove (spec 2§4 Mortgage). */
export const BANK_BALANCE_SOURCE: SourceOfFund = 'bank-account-balance';

/** Mortgage amounts: up to three groups of 1-3 digits, then 1-2 decimals (spec 2§5, 2§9). */
export const MORTGAGE_MONEY_GROUPS = 3;
export const MORTGAGE_MONEY_MAX_AMOUNT = 999_999_999.99;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The integer share of loan to value, in percent (spec 2§5 loanPercentage), truncated as an integer share
 * is; computed on cents so that 29 % of 100 is 29, not 28.999…; null until both amounts are known.
 */
export const loanPercentage = (propertyValue: number | null | undefined, loanAmount: number | null | undefined): number | null => {
  if (!propertyValue || propertyValue <= 0 || loanAmount === null || loanAmount === undefined || loanAmount < 0) return null;
  return Math.floor((cents(loanAmount) * 100) / cents(propertyValue));
};

/** The funds the applicant brings: value minus loan (spec 2§5), in euro with 2 decimals; null until both are known. */
export const requiredFunds = (propertyValue: number | null | undefined, loanAmount: number | null | undefined): number | null => {
  if (propertyValue === null || propertyValue === undefined || loanAmount === null || loanAmount === undefined) return null;
  return (cents(propertyValue) - cents(loanAmount)) / 100;
};

/**
 * Proof of the own funds is asked for (the mortgage document upload, spec 2§4) when a property is
 * identified and the funds do not come from the bank balance alone, which the bank statements prove.
 */
export const mortgageDocumentsNeeded = (identifiedProperty: boolean | null | undefined, sourcesOfFund: readonly string[]): boolean =>
  identifiedProperty === true && (sourcesOfFund.length > 1 || !sourcesOfFund.includes(BANK_BALANCE_SOURCE));
