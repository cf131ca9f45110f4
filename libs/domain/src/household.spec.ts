import {
  additionalDetailsContinueEnabled,
  canAddHouseholdMember,
  householdCountMatches,
  isMortgageApplication,
  parseHouseholdMembersCount,
} from './household.js';
import { questionnaireGroups } from './questionnaire.js';

describe('household rules (spec 1§5)', () => {
  it('reads adults,minors', () => {
    expect(parseHouseholdMembersCount('1,0')).toEqual({ adults: 1, minors: 0 });
    expect(parseHouseholdMembersCount('3, 1')).toBeNull();
    expect(parseHouseholdMembersCount('x')).toBeNull();
  });

  it.each([
    [{ adults: 2, minors: 0 }, 0, true],
    [{ adults: 2, minors: 0 }, 1, false],
    [{ adults: 4, minors: 1 }, 1, true],
    [{ adults: 1, minors: 0 }, 0, false],
  ])('add button for %p with %i members: %p', (size, members, expected) => {
    expect(canAddHouseholdMember(size, members)).toBe(expected);
  });

  it.each([
    [{ adults: 1, minors: 0 }, 0, true],
    [{ adults: 2, minors: 0 }, 1, true],
    [{ adults: 2, minors: 1 }, 1, false],
    [{ adults: 3, minors: 1 }, 1, true],
  ])('count matches for %p with %i members: %p', (size, members, expected) => {
    expect(householdCountMatches(size, members)).toBe(expected);
  });

  it.each([
    ['Unemployed', true, '', true],
    ['Employed', true, '', true],
    ['Self-employed', false, '', true],
    ['Student', false, '', true],
    ['Student', true, '  ', false],
    ['Student', true, 'a cat', true],
    ['Hybrid-employed', false, '', false],
    [null, false, '', false],
  ])('continue for %p (pets %p, details %p): %p', (status, pets, details, expected) => {
    expect(additionalDetailsContinueEnabled(status, pets, details)).toBe(expected);
  });

  it('detects mortgage by path or type', () => {
    expect(isMortgageApplication('/en/mortgage/fill/x/additional-details', null)).toBe(true);
    expect(isMortgageApplication('/en/fill/x/additional-details', 'mortgage')).toBe(true);
    expect(isMortgageApplication('/en/fill/x/additional-details', 'rent')).toBe(false);
  });
});

describe('questionnaireGroups', () => {
  it('groups 1-4, 5-9, 10-14 and continues in fives up to 99', () => {
    expect(questionnaireGroups(14)).toEqual([
      { first: 1, last: 4 },
      { first: 5, last: 9 },
      { first: 10, last: 14 },
    ]);
    expect(questionnaireGroups(16).at(-1)).toEqual({ first: 15, last: 16 });
    expect(questionnaireGroups(200).at(-1)).toEqual({ first: 95, last: 99 });
  });
});
