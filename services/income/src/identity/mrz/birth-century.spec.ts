import { isoOfMrzDate } from '../identity-extraction.js';
import { birthCenturyInDoubt, printedYearOf } from './birth-century.js';

const TODAY = '2026-11-28';

describe('the century of an MRZ birth date', () => {
  it.each([
    ['110101', true],
    ['081129', true],
    ['081128', false],
    ['261129', false],
    ['850801', false],
  ])('%s in doubt (a child by the recent century, 18 on 2026-11-28 born 081128): %s', (yymmdd, doubt) => expect(birthCenturyInDoubt(yymmdd, TODAY)).toBe(doubt));

  it('takes the year the data page prints for the same day, month and last two digits', () => {
    expect(printedYearOf('110101', '04 Datum narození / Date of birth\n01.01.1911\n08 Datum vydání\n04.07.2002')).toBe(1911);
    expect(printedYearOf('110101', 'born 01/02/1911, issued 01.01.2002')).toBeNull();
  });

  it('reads a birth date in doubt by the printed page, else in the recent century', () => {
    expect(isoOfMrzDate('110101', 'birth', TODAY, 'Date of birth 01.01.1911')).toBe('1911-01-01');
    expect(isoOfMrzDate('110101', 'birth', TODAY, null)).toBe('2011-01-01');
    expect(isoOfMrzDate('850801', 'birth', TODAY, 'Date of birth 01.08.1985')).toBe('1985-08-01');
    expect(isoOfMrzDate('300101', 'birth', TODAY, null)).toBe('1930-01-01');
  });
});
