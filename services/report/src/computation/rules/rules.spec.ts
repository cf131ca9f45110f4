import { SCORE_RISK_LEVELS } from '@tenant/domain';
import { affordabilityOf } from './affordability.js';
import { depositStatementOf } from './deposit.js';
import { installmentAffordabilityOf, monthlyInstallment } from './mortgage-installment.js';
import { isIrregularIncome, isPremiumIdentity, premiumScoreOf, type ScoreFacts } from './premium-score.js';
import { isActiveContract, wholeYearsBetween } from './tenure.js';

describe('affordability@1 (one third of the net monthly income)', () => {
  it.each([
    // income, rent, value, min, max, percentage, key
    [3000, 1000, 1000, 900, 1200, 33, 'Report.Affordability.Affordable'], // rent exactly one third: affordable
    [3000, 1000.01, 1000, 900, 1200, 33, 'Report.Affordability.AboveSuggested'], // one cent above
    [3000, 999.99, 1000, 900, 1200, 33, 'Report.Affordability.Affordable'],
    [3540, 1150, 1180, 1062, 1416, 32, 'Report.Affordability.Affordable'], // 32.49 % rounds down
    [2000, 1010, 666, 600, 800, 51, 'Report.Affordability.AboveSuggested'], // 50.5 % rounds half up; value floored (666.66)
    [1000.01, 200, 333, 300, 400, 20, 'Report.Affordability.Affordable'],
  ])('income %p, rent %p → value %p in [%p, %p], %p %%, %s', (income, rent, value, min, max, percentage, key) => {
    expect(affordabilityOf({ netMonthlyIncome: income, rent })).toEqual({ value, min, max, percentage, rent, translation_key: key });
  });

  it('suggests a maximum without a rent, and nothing without an income', () => {
    expect(affordabilityOf({ netMonthlyIncome: 2400, rent: null })).toEqual({ value: 800, min: 720, max: 960, percentage: 0, rent: null, translation_key: 'Report.Affordability.Suggested' });
    expect(affordabilityOf({ netMonthlyIncome: 0, rent: 900 })).toBeNull();
    expect(affordabilityOf({ netMonthlyIncome: 0.004, rent: 900 })).toBeNull();
    expect(affordabilityOf({ netMonthlyIncome: 0.01, rent: null })).toEqual({ value: 0, min: 0, max: 0, percentage: 0, rent: null, translation_key: 'Report.Affordability.Suggested' });
  });
});

describe('deposit@1 (cash balance covers 3 × rent)', () => {
  it.each([
    [3000, 1000, true, 'Report.Deposit.Covered'], // exactly three times
    [2999.99, 1000, false, 'Report.Deposit.NotCovered'],
    [3000.01, 1000, true, 'Report.Deposit.Covered'],
    [0, 1, false, 'Report.Deposit.NotCovered'],
    [-50, 1, false, 'Report.Deposit.NotCovered'],
    [null, 1000, null, 'Report.Deposit.Unknown'],
    [5000, null, null, 'Report.Deposit.Unknown'],
    [5000, 0, null, 'Report.Deposit.Unknown'],
  ])('balance %p, rent %p → %p', (balance, rent, covered, key) => {
    expect(depositStatementOf(balance, rent)).toEqual({ covered, translation_key: key });
  });
});

describe('premium-score@1', () => {
  const clean: ScoreFacts = {
    identityMethod: 'webid',
    netMonthlyIncome: 3000,
    rent: 1000,
    depositCovered: true,
    incomePerMonth: [3000, 3000, 3000],
    documentErrors: 0,
    disclosed: { rentArrears: false, landlordProceedings: false, insolvency: false, garnishments: false },
  };

  it.each([
    ['webid', true],
    ['WebID', true],
    ['psd2', true],
    ['photo_id', false],
    ['bank_id', false],
    [null, false],
  ])('identity verified by %p is premium: %p', (method, premium) => {
    expect(isPremiumIdentity(method)).toBe(premium);
    expect(premiumScoreOf({ ...clean, identityMethod: method }) !== null).toBe(premium);
  });

  it('gives the lowest risk level to a clean applicant', () => {
    expect(premiumScoreOf(clean)).toEqual({ risk_level: 1, negative_characteristics: [] });
  });

  it.each([
    ['no income', { netMonthlyIncome: 0 }, ['Report.Negative.NoIncome'], 3],
    ['rent above 40 %', { rent: 1200.01 }, ['Report.Negative.HighRentToIncome'], 2],
    ['rent exactly 40 %', { rent: 1200 }, [], 1],
    ['deposit not covered', { depositCovered: false }, ['Report.Negative.LowCashBalance'], 2],
    ['deposit unknown', { depositCovered: null }, [], 1],
    ['a document error', { documentErrors: 1 }, ['Report.Negative.DocumentErrors'], 2],
    ['insolvency', { disclosed: { ...clean.disclosed, insolvency: true } }, ['Report.Negative.Insolvency'], 3],
    ['proceedings', { disclosed: { ...clean.disclosed, landlordProceedings: true } }, ['Report.Negative.LandlordProceedings'], 3],
    ['arrears', { disclosed: { ...clean.disclosed, rentArrears: true } }, ['Report.Negative.RentArrears'], 2],
    ['garnishments', { disclosed: { ...clean.disclosed, garnishments: true } }, ['Report.Negative.Garnishments'], 2],
  ] as const)('%s', (_name, change, negatives, level) => {
    expect(premiumScoreOf({ ...clean, ...change } as ScoreFacts)).toEqual({ risk_level: level, negative_characteristics: negatives });
  });

  it('caps the risk level at the legend\'s 6 levels', () => {
    const worst = premiumScoreOf({
      ...clean,
      netMonthlyIncome: 0,
      depositCovered: false,
      documentErrors: 3,
      incomePerMonth: [100, 3000],
      disclosed: { rentArrears: true, landlordProceedings: true, insolvency: true, garnishments: true },
    });
    expect(worst?.risk_level).toBe(SCORE_RISK_LEVELS);
    expect(worst?.negative_characteristics).toHaveLength(8);
  });

  it.each([
    [[3000], false], // one month says nothing about regularity
    [[], false],
    [[3000, 3000, 3000], false],
    [[2250, 3750], false], // 2250 is exactly 75 % of the 3000 average
    [[2249.99, 3750.01], true],
    [[1000, 5000, 3000], true],
  ])('income per month %p irregular: %p', (months, irregular) => {
    expect(isIrregularIncome(months)).toBe(irregular);
  });
});

describe('mortgage-installment@1 (annuity at the fixed 4.2 %)', () => {
  it.each([
    [200_000, 25, 1077.88],
    [100_000, 25, 538.94],
    [100_000, 1, 8524.13],
    [0, 25, 0],
  ])('loan %p over %p years costs %p a month', (loan, years, installment) => {
    expect(monthlyInstallment(loan, years)).toBe(installment);
  });

  it('is affordable up to one third of the net income, equal included', () => {
    expect(installmentAffordabilityOf(250_000, 200_000, 3233.64)).toMatchObject({ loan_to_value: 80, down_payment: 50_000, monthly_installment: 1077.88, affordable: true, rate_percent: 4.2, years: 25 });
    expect(installmentAffordabilityOf(250_000, 200_000, 3233.63).affordable).toBe(false);
    expect(installmentAffordabilityOf(250_000, 200_000, 0).affordable).toBe(false);
    expect(installmentAffordabilityOf(300_000, 87_000, 3000).loan_to_value).toBe(29);
  });
});

describe('tenure@1', () => {
  it.each([
    ['2019-03-01', '2026-03-01', 7], // the anniversary counts
    ['2019-03-01', '2026-02-28', 6],
    ['2019-03-02', '2026-03-01', 6],
    ['2026-03-01', '2026-03-01', 0],
    ['2026-03-02', '2026-03-01', null], // starts in the future
    [null, '2026-03-01', null],
    ['01/03/2019', '2026-03-01', null],
  ])('from %p to %p: %p whole years', (start, today, years) => {
    expect(wholeYearsBetween(start, today)).toBe(years);
  });

  it.each([
    ['open-ended', null, true],
    ['close-ended', '2026-03-01', true], // ends today: still active
    ['close-ended', '2026-02-28', false],
    ['close-ended', null, null],
    [null, null, null],
  ] as const)('%p ending %p on 2026-03-01 is active: %p', (kind, end, active) => {
    expect(isActiveContract(kind, end, '2026-03-01')).toBe(active);
  });
});
