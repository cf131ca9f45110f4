import { PREMIUM_IDENTITY_METHODS, SCORE_RISK_LEVELS } from '@tenant/domain';
import { toCents } from './money.js';

export const PREMIUM_SCORE_RULE_VERSION = 'premium-score@1';

/** A month's income below this share of the average month makes the income irregular. */
export const IRREGULAR_MONTH_SHARE = 0.75;
/** The rent's share of the net income above which it counts against the applicant (the affordability max). */
export const HIGH_RENT_SHARE = 0.4;

export interface ScoreFacts {
  /** how the identity was verified (identity/verified method), null when it was not */
  identityMethod: string | null;
  /** euros */
  netMonthlyIncome: number;
  /** euros; null without a listing */
  rent: number | null;
  depositCovered: boolean | null;
  /** income per covered month, euros, oldest first */
  incomePerMonth: number[];
  /** blocking findings on the documents */
  documentErrors: number;
  /** questionnaire answers YES to these codes */
  disclosed: { rentArrears: boolean; landlordProceedings: boolean; insolvency: boolean; garnishments: boolean };
}

/** The negative characteristics and how much each raises the risk level (README "Premium score"). */
export const NEGATIVE_WEIGHTS = {
  'Report.Negative.NoIncome': 2,
  'Report.Negative.Insolvency': 2,
  'Report.Negative.LandlordProceedings': 2,
  'Report.Negative.Garnishments': 1,
  'Report.Negative.RentArrears': 1,
  'Report.Negative.HighRentToIncome': 1,
  'Report.Negative.LowCashBalance': 1,
  'Report.Negative.IrregularIncome': 1,
  'Report.Negative.DocumentErrors': 1,
} as const;
export type NegativeCharacteristic = keyof typeof NEGATIVE_WEIGHTS;

/** Only a person proven by WebID or PSD2 gets a score (spec 2§2: the premium score requires it). */
export const isPremiumIdentity = (method: string | null): boolean => !!method && (PREMIUM_IDENTITY_METHODS as readonly string[]).includes(method.toLowerCase());

/** Income is irregular when at least two months are known and one is below IRREGULAR_MONTH_SHARE of their average. */
export const isIrregularIncome = (months: number[]): boolean => {
  if (months.length < 2) return false;
  const cents = months.map(toCents);
  const total = cents.reduce((sum, month) => sum + month, 0);
  // month < share × total / n, compared without division
  return cents.some((month) => month * months.length < IRREGULAR_MONTH_SHARE * total);
};

export function negativeCharacteristicsOf(facts: ScoreFacts): NegativeCharacteristic[] {
  const income = toCents(facts.netMonthlyIncome);
  const found: [NegativeCharacteristic, boolean][] = [
    ['Report.Negative.NoIncome', income <= 0],
    ['Report.Negative.Insolvency', facts.disclosed.insolvency],
    ['Report.Negative.LandlordProceedings', facts.disclosed.landlordProceedings],
    ['Report.Negative.Garnishments', facts.disclosed.garnishments],
    ['Report.Negative.RentArrears', facts.disclosed.rentArrears],
    ['Report.Negative.HighRentToIncome', income > 0 && facts.rent !== null && toCents(facts.rent) > HIGH_RENT_SHARE * income],
    ['Report.Negative.LowCashBalance', facts.depositCovered === false],
    ['Report.Negative.IrregularIncome', isIrregularIncome(facts.incomePerMonth)],
    ['Report.Negative.DocumentErrors', facts.documentErrors > 0],
  ];
  return found.filter(([, present]) => present).map(([key]) => key);
}

/**
 * The premium score (spec 2§2, 2§9): risk level 1 (lowest) plus the weights of the negative
 * characteristics found, capped at SCORE_RISK_LEVELS (6). Null unless the identity was verified by
 * one of PREMIUM_IDENTITY_METHODS.
 */
export function premiumScoreOf(facts: ScoreFacts): { risk_level: number; negative_characteristics: NegativeCharacteristic[] } | null {
  if (!isPremiumIdentity(facts.identityMethod)) return null;
  const negatives = negativeCharacteristicsOf(facts);
  const weight = negatives.reduce((sum, key) => sum + NEGATIVE_WEIGHTS[key], 0);
  return { risk_level: Math.min(SCORE_RISK_LEVELS, 1 + weight), negative_characteristics: negatives };
}
