import { MORTGAGE_MONEY_MAX_AMOUNT, PROPERTY_TYPES, SOURCES_OF_FUND } from '@tenant/domain';
import { array, boolean, number, object, string, type InferType } from 'yup';

// The applicant's declarations: the veridicity confirmation and the mortgage information (spec 2§2, 2§5).
// One schema each, used by the screens' forms and by the service on the same bodies.

/** Message keys of spec 2§5 Confirmation and Mortgage and 2§8; texts in libs/i18n (household). */
export const DECLARATION_MESSAGES = {
  confirmation: 'Confirmation.Description',
  requiredFields: 'RequiredFields',
  sourceOfFunds: 'SourceOfFunds',
  propertyValueZero: 'PropertyValue.Zero',
  loanAmountZero: 'LoanAmount.Zero',
  loanAmountAboveValue: 'LoanAmount.EqualPropertyValue',
  /** a mortgage amount off the money pattern: how to write one */
  invalidAmount: 'MortgageInfo.Error.InvalidAmount',
  invalidOption: 'MortgageInfo.Error.InvalidOption',
  /** the step's message when any of the three required fields is missing (spec 2§5) */
  fillRequiredFields: 'MortgageInfo.Error.FillRequiredFields',
  /** spec 2§8: a failure without a message of its own */
  fallback: 'MortgageInfo.Error.Fallback',
  notMortgage: 'MortgageInfo.Error.NotMortgage',
} as const;

/** Body of the confirmation step's save: the declaration of veridicity must be ticked (spec 2§4, 2§5). */
export const confirmationSchema = object({
  confirmation: boolean().typeError(DECLARATION_MESSAGES.confirmation).default(false).oneOf([true], DECLARATION_MESSAGES.confirmation),
});
export type ConfirmationInput = InferType<typeof confirmationSchema>;

const identified = { is: true } as const;

/** A mortgage amount: a number of euro with at most 2 decimals, within three digit groups (spec 2§5, 2§9). */
const amountSchema = number()
  .typeError(DECLARATION_MESSAGES.invalidAmount)
  .nullable()
  .default(null)
  .min(0, DECLARATION_MESSAGES.invalidAmount)
  .max(MORTGAGE_MONEY_MAX_AMOUNT, DECLARATION_MESSAGES.invalidAmount)
  .test('cents', DECLARATION_MESSAGES.invalidAmount, (value) => value === null || value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

/** Without an identified property the property fields are not asked: whatever came is dropped (an empty payload, spec 2§4). */
const cleared = <S extends { transform: (fn: () => null) => S }>(schema: S) => schema.transform(() => null);

/**
 * Body of POST /v1/mortgage-info/submit (spec 2§5, 2§7): with an identified property, value, type and
 * loan are required (RequiredFields), neither amount zero, the loan not above the value, and at least one
 * source of funds. funds and loanPercentage are read-only figures the service computes itself from the
 * two amounts, so the schema does not take them. `confirmation` is the step's box (not named by the spec's
 * call, checked on the server all the same).
 */
export const mortgageInfoSchema = object({
  identifiedProperty: boolean().typeError(DECLARATION_MESSAGES.requiredFields).nullable().default(null).required(DECLARATION_MESSAGES.requiredFields),
  propertyValue: amountSchema.when('identifiedProperty', {
    ...identified,
    then: (schema) => schema.required(DECLARATION_MESSAGES.requiredFields).test('zero', DECLARATION_MESSAGES.propertyValueZero, (value) => value !== 0),
    otherwise: cleared,
  }),
  propertyType: string()
    .nullable()
    .default(null)
    .when('identifiedProperty', {
      ...identified,
      then: (schema) =>
        schema
          .required(DECLARATION_MESSAGES.requiredFields)
          .test('option', DECLARATION_MESSAGES.invalidOption, (value) => !value || (PROPERTY_TYPES as readonly string[]).includes(value)),
      otherwise: cleared,
    }),
  loanAmount: amountSchema.when('identifiedProperty', {
    ...identified,
    then: (schema) =>
      schema
        .required(DECLARATION_MESSAGES.requiredFields)
        .test('zero', DECLARATION_MESSAGES.loanAmountZero, (value) => value !== 0)
        .test('within-value', DECLARATION_MESSAGES.loanAmountAboveValue, (loan, ctx) => {
          const value: unknown = ctx.parent.propertyValue;
          return typeof value !== 'number' || loan <= value;
        }),
    otherwise: cleared,
  }),
  sourcesOfFund: array(string().required().oneOf(SOURCES_OF_FUND, DECLARATION_MESSAGES.invalidOption))
    .default([])
    .when('identifiedProperty', {
      ...identified,
      then: (schema) =>
        schema.min(1, DECLARATION_MESSAGES.sourceOfFunds).test('distinct', DECLARATION_MESSAGES.invalidOption, (sources) => new Set(sources).size === (sources ?? []).length),
      otherwise: (schema) => schema.transform(() => []),
    }),
  confirmation: confirmationSchema.fields.confirmation,
});
export type MortgageInfoInput = InferType<typeof mortgageInfoSchema>;
