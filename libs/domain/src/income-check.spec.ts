import { isBankStatementOptional } from './income-check.js';

describe('isBankStatementOptional', () => {
  it.each([
    ['Unemployed', 'it', true],
    ['Unemployed', 'de', true],
    ['Self-employed', 'de', true],
    ['Self-employed', 'it', false],
    ['Employed', 'de', false],
    [null, 'it', false],
  ] as const)('%s in %s: %s', (status, region, optional) => {
    expect(isBankStatementOptional(status, region)).toBe(optional);
  });
});
