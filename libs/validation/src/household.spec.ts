import { additionalDetailsSchema, HOUSEHOLD_MESSAGES, householdMemberSchema, parseDayMonthYear } from './household.js';
import { QUESTIONNAIRE_MESSAGES, questionnaireSubmitSchema } from './questionnaire.js';
import { validateAll } from './validation-errors.js';

const valid = {
  employmentStatus: 'Employed',
  householdMembersCount: '2,0',
  hhMembers: [{ fullname: 'Luca Bianchi', email: 'luca@gmail.com', date_of_birth: '01/02/1990', relationship: 'Partner', role: 'Co-Applicant' }],
  guarantors: [{ fullname: 'Anna Verdi', email: 'anna@gmail.com' }],
  livingSituation: 'rent',
  currentRent: 850,
  currentDeposit: 0,
  confirmation: true,
};
const context = { applicantName: 'Maria Rossi', applicantEmail: 'maria@gmail.com', applicantRole: 'main-applicant', confirmationRequired: true };

describe('additionalDetailsSchema', () => {
  it('accepts a household and fills the flags with false', () => {
    const sut = validateAll(additionalDetailsSchema, valid, 'body', context);
    expect(sut.ok && sut.value).toMatchObject({ hasPets: false, hasIncome: false, accessibleHouse: false, guarantors: [{ role: 'Guarantor', relationship: 'Guarantor' }] });
  });

  it('lets a child go without an e-mail', () => {
    expect(householdMemberSchema.isValidSync({ fullname: 'Sara Rossi', date_of_birth: '01/02/2015', relationship: 'Children', role: 'Dependent' }, { context })).toBe(true);
    expect(householdMemberSchema.isValidSync({ fullname: 'Sara Rossi', date_of_birth: '01/02/2015', relationship: 'Flatmate', role: 'Dependent' }, { context })).toBe(false);
  });

  it('counts everyone in the first number: a parent with one child is 2,1 with nobody else listed', () => {
    expect(additionalDetailsSchema.isValidSync({ ...valid, householdMembersCount: '2,1', hhMembers: [] }, { context })).toBe(true);
    expect(additionalDetailsSchema.isValidSync({ ...valid, householdMembersCount: '1,1', hhMembers: [] }, { context })).toBe(false);
  });

  it('names the first failure of each field', () => {
    const sut = validateAll(additionalDetailsSchema, { ...valid, householdMembersCount: '1,0' }, 'body', context);
    expect(sut).toEqual({ ok: false, errors: expect.arrayContaining([{ msg: HOUSEHOLD_MESSAGES.countMismatch, loc: ['body', 'householdMembersCount'] }]) });
  });
});

describe('parseDayMonthYear', () => {
  it('refuses days that do not exist', () => {
    expect(parseDayMonthYear('29/02/2024')).not.toBeNull();
    expect(parseDayMonthYear('29/02/2023')).toBeNull();
  });
});

describe('questionnaireSubmitSchema', () => {
  it('needs every question, details on Yes and the waiver', () => {
    const sut = validateAll(
      questionnaireSubmitSchema,
      { questionnaire: [{ question: 'a', response: 'YES', details: '' }], sincerityAccepted: false },
      'body',
      { questionCodes: ['a', 'b'] },
    );
    expect(sut.ok ? [] : sut.errors.map((e) => e.msg).sort()).toEqual(
      [QUESTIONNAIRE_MESSAGES.detailsRequired, QUESTIONNAIRE_MESSAGES.missingCheck, QUESTIONNAIRE_MESSAGES.acceptance].sort(),
    );
  });
});
