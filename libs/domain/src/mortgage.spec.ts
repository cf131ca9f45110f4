import { loanPercentage, mortgageDocumentsNeeded, requiredFunds } from './mortgage.js';

describe('mortgage figures (spec 2§5)', () => {
  it.each([
    [200_000, 150_000, 75],
    [100, 29, 29],
    [300_000, 100_000, 33],
    [200_000, 199_999.99, 99],
    [250_000, 250_000, 100],
    [1_000_000, 0.01, 0],
  ])('the loan percentage of %s with a loan of %s is the integer share %s', (value, loan, percent) => {
    expect(loanPercentage(value, loan)).toBe(percent);
  });

  it('has no loan percentage until both amounts are known, nor of a zero value', () => {
    expect(loanPercentage(null, 1000)).toBeNull();
    expect(loanPercentage(1000, null)).toBeNull();
    expect(loanPercentage(0, 1000)).toBeNull();
  });

  it.each([
    [320_000.5, 250_000.25, 70_000.25],
    [0.3, 0.1, 0.2],
    [100_000, 100_000, 0],
  ])('the required funds of %s with a loan of %s are %s', (value, loan, funds) => {
    expect(requiredFunds(value, loan)).toBe(funds);
  });

  it('has no required funds until both amounts are known', () => {
    expect(requiredFunds(100_000, null)).toBeNull();
    expect(requiredFunds(undefined, 1)).toBeNull();
  });

  it.each<[boolean | null, string[], boolean]>([
    [true, ['bank-account-balance'], false],
    [true, ['bank-account-balance', 'family-members'], true],
    [true, ['savings-on-investments'], true],
    [true, [], true],
    [false, ['family-members'], false],
    [null, ['other'], false],
  ])('asks for proof of the own funds (identified %s, sources %j): %s', (identified, sources, needed) => {
    expect(mortgageDocumentsNeeded(identified, sources)).toBe(needed);
  });
});
