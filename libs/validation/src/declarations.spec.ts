import { DECLARATION_MESSAGES, confirmationSchema, mortgageInfoSchema } from './declarations.js';
import { validateAll } from './validation-errors.js';

const property = {
  identifiedProperty: true,
  propertyValue: 320_000,
  propertyType: 'apartment',
  loanAmount: 250_000.5,
  sourcesOfFund: ['bank-account-balance', 'family-members'],
  confirmation: true,
};

/** The msg of each failing field, by field name. */
const failures = (input: object): Record<string, string> => {
  const sut = validateAll(mortgageInfoSchema, input);
  return sut.ok ? {} : Object.fromEntries(sut.errors.map((e) => [(e.loc ?? []).slice(1).join('.'), e.msg]));
};

describe('confirmationSchema (spec 2§5 Confirmation)', () => {
  it('accepts the ticked declaration', () => {
    expect(validateAll(confirmationSchema, { confirmation: true })).toEqual({ ok: true, value: { confirmation: true } });
  });

  it.each([{}, { confirmation: false }, { confirmation: 'yes' }])('refuses %j with Confirmation.Description', (body) => {
    expect(validateAll(confirmationSchema, body)).toEqual({ ok: false, errors: [{ msg: 'Confirmation.Description', loc: ['body', 'confirmation'] }] });
  });
});

describe('mortgageInfoSchema (spec 2§5 Mortgage)', () => {
  it('accepts an identified property and drops the read-only figures the service computes', () => {
    const sut = validateAll(mortgageInfoSchema, { ...property, funds: 1, loanPercentage: 99 });
    expect(sut).toEqual({ ok: true, value: property });
  });

  it('accepts a loan equal to the property value (only above it is refused)', () => {
    expect(failures({ ...property, loanAmount: 320_000 })).toEqual({});
  });

  it('saves an empty payload without an identified property, whatever the property fields held', () => {
    const sut = validateAll(mortgageInfoSchema, { identifiedProperty: false, propertyValue: 'abc', propertyType: 'castle', loanAmount: 5, sourcesOfFund: ['lottery'], confirmation: true });
    expect(sut).toEqual({ ok: true, value: { identifiedProperty: false, propertyValue: null, propertyType: null, loanAmount: null, sourcesOfFund: [], confirmation: true } });
  });

  it('asks whether a property is identified', () => {
    expect(failures({ confirmation: true })).toEqual({ identifiedProperty: 'RequiredFields' });
  });

  it('requires value, type and loan of an identified property with RequiredFields, and a source with SourceOfFunds', () => {
    expect(failures({ identifiedProperty: true, confirmation: true })).toEqual({
      propertyValue: 'RequiredFields',
      propertyType: 'RequiredFields',
      loanAmount: 'RequiredFields',
      sourcesOfFund: 'SourceOfFunds',
    });
    expect(failures({ ...property, propertyType: '' })).toEqual({ propertyType: 'RequiredFields' });
  });

  it.each<[string, object, Record<string, string>]>([
    ['PropertyValue.Zero', { propertyValue: 0, loanAmount: 0.01 }, { propertyValue: 'PropertyValue.Zero', loanAmount: 'LoanAmount.EqualPropertyValue' }],
    ['LoanAmount.Zero', { loanAmount: 0 }, { loanAmount: 'LoanAmount.Zero' }],
    ['LoanAmount.EqualPropertyValue', { loanAmount: 320_000.01 }, { loanAmount: 'LoanAmount.EqualPropertyValue' }],
    ['SourceOfFunds', { sourcesOfFund: [] }, { sourcesOfFund: 'SourceOfFunds' }],
    ['Confirmation.Description', { confirmation: false }, { confirmation: 'Confirmation.Description' }],
  ])('refuses with %s', (_key, change, expected) => {
    expect(failures({ ...property, ...change })).toEqual(expected);
  });

  it.each([
    ['a third decimal', { propertyValue: 320_000.005 }, 'propertyValue'],
    ['a negative amount', { loanAmount: -1 }, 'loanAmount'],
    ['more than three digit groups', { propertyValue: 1_000_000_000 }, 'propertyValue'],
    ['text', { loanAmount: 'lots' }, 'loanAmount'],
  ])('refuses %s with the money message', (_case, change, field) => {
    expect(failures({ ...property, ...change })).toEqual({ [field]: DECLARATION_MESSAGES.invalidAmount });
  });

  it('takes the largest amount of three digit groups', () => {
    expect(failures({ ...property, propertyValue: 999_999_999.99, loanAmount: 999_999_999.99 })).toEqual({});
  });

  it.each([
    ['an unknown property type', { propertyType: 'castle' }, 'propertyType'],
    ['an unknown source', { sourcesOfFund: ['lottery'] }, 'sourcesOfFund[0]'],
    ['a source twice', { sourcesOfFund: ['other', 'other'] }, 'sourcesOfFund'],
  ])('refuses %s with InvalidOption', (_case, change, field) => {
    expect(failures({ ...property, ...change })).toEqual({ [field]: DECLARATION_MESSAGES.invalidOption });
  });
});
