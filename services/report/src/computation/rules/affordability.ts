import { toCents, wholeEurosDown } from './money.js';

/** Version of the affordability rule, stored in the README; bump it when a threshold changes. */
export const AFFORDABILITY_RULE_VERSION = 'affordability@1';

/**
 * Shares of the net monthly income (README "Affordability"): the suggested maximum rent is one third
 * (the landlords' rule in Italy and Germany: net income at least three times the rent), the range goes
 * from the 30 % cost-burden threshold to the 40 % housing-cost-overburden threshold (Eurostat).
 */
export const AFFORDABILITY_SHARES = { min: 0.3, value: 1 / 3, max: 0.4 } as const;

export interface AffordabilityInput {
  /** net monthly income in euros (employment and other income the documents prove) */
  netMonthlyIncome: number;
  /** the monthly rent applied for, in euros; null without a listing */
  rent: number | null;
}

export interface Affordability {
  value: number;
  min: number;
  max: number;
  /** the rent's share of the net income in whole percent (rounded half up); 0 without a rent */
  percentage: number;
  rent: number | null;
  translation_key: 'Report.Affordability.Affordable' | 'Report.Affordability.AboveSuggested' | 'Report.Affordability.Suggested';
}

/**
 * The monthly affordability card (spec 2§3 monthly_affordability): value, min and max are whole euros
 * rounded down; the rent is affordable when it is at most the value (equal counts as affordable).
 * Null when no net income is known (nothing to suggest).
 */
export function affordabilityOf({ netMonthlyIncome, rent }: AffordabilityInput): Affordability | null {
  const income = toCents(netMonthlyIncome);
  if (income <= 0) return null;
  // one third in integer cents without a floating 1/3: floor(income / 3)
  const value = wholeEurosDown(Math.floor(income / 3));
  const min = wholeEurosDown(Math.floor(income * AFFORDABILITY_SHARES.min));
  const max = wholeEurosDown(Math.floor(income * AFFORDABILITY_SHARES.max));
  if (rent === null || rent <= 0) return { value, min, max, percentage: 0, rent: null, translation_key: 'Report.Affordability.Suggested' };
  const percentage = Math.round((toCents(rent) * 100) / income);
  return {
    value,
    min,
    max,
    percentage,
    rent,
    translation_key: toCents(rent) * 3 <= income ? 'Report.Affordability.Affordable' : 'Report.Affordability.AboveSuggested',
  };
}
