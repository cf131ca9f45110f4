import {
  ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES,
  CHILDREN_RELATIONSHIP,
  CONTRACT_TYPES,
  DEFAULT_GUARANTOR_RELATIONSHIP,
  DEFAULT_HOUSEHOLD_MEMBER_ROLE,
  DEFAULT_HOUSEHOLD_MEMBERS_COUNT,
  GUARANTOR_RELATIONSHIPS,
  GUARANTOR_ROLE,
  HOUSEHOLD_MAX_ADULTS,
  HOUSEHOLD_MAX_MINORS,
  HOUSEHOLD_MEMBER_ROLES,
  HOUSEHOLD_MIN_ADULTS,
  HOUSEHOLD_MIN_MINORS,
  HOUSEHOLD_RELATIONSHIPS,
  LIVING_SITUATIONS,
  MONEY_MAX_AMOUNT,
  OTHER_INCOMES_SEPARATOR,
  PAYCHECKS_PER_YEAR_OPTIONS,
  householdCountMatches,
  parseHouseholdMembersCount,
  type ApplicantRole,
} from '@tenant/domain';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { PERSON_NAME_PATTERN } from './applicant.js';

/** Message keys of the additional-details rules (spec 1§5); texts in libs/i18n (household). */
export const HOUSEHOLD_MESSAGES = {
  missingInfo: 'AdditionalDetails.Error.MissingInfo',
  countMismatch: 'AdditionalDetails.Errors.CoApplicants.CountMisMatch',
  coApplicantSameName: 'PersonalDetails.Error.CoAppSameName',
  guarantorSameName: 'PersonalDetails.Error.GuarantorSameName',
  sameEmail: 'AdditionalDetails.Error.SameEmail',
  tooManyCoApplicantEmails: 'AdditionalDetails.Errors.CoApplicants.TooManyEmails',
  guarantorCannotAddCoApplicants: 'AdditionalDetails.Error.GuarantorCannotAddCoApplicants',
  unsavedValues: 'AdditionalDetails.Error.UnsavedValues',
  confirmation: 'Confirmation.Description',
  required: 'AdditionalDetails.Error.Required',
  invalidName: 'AdditionalDetails.Error.InvalidName',
  invalidEmail: 'AdditionalDetails.Error.InvalidEmail',
  invalidDate: 'AdditionalDetails.Error.InvalidDate',
  invalidMoney: 'AdditionalDetails.Error.InvalidMoney',
  invalidOption: 'AdditionalDetails.Error.InvalidOption',
  householdSize: 'AdditionalDetails.Error.HouseholdSize',
  petsDetails: 'AdditionalDetails.Error.PetsDetails',
  arrearsExplanation: 'AdditionalDetails.Error.ArrearsExplanation',
  tenancyDates: 'AdditionalDetails.Error.TenancyDates',
  otherIncomes: 'AdditionalDetails.Error.OtherIncomes',
} as const;

/** What the rules compare against: the applicant themself and the deployment's settings. */
export interface AdditionalDetailsContext {
  /** first and last name of the applicant (same-name rule) */
  applicantName?: string;
  applicantEmail?: string;
  applicantRole?: ApplicantRole;
  /** the confirmation checkbox applies (non-mortgage and configured) */
  confirmationRequired?: boolean;
  otherIncomeOptions?: readonly string[];
}

const DATE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(\d{4})$/;

/** dd/mm/yyyy of a real calendar day, as a UTC date; null otherwise. */
export const parseDayMonthYear = (text: string): Date | null => {
  const match = DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
};

const sameName = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b) && a!.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b!.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const normaliseEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

const fullnameSchema = string()
  .trim()
  .required(HOUSEHOLD_MESSAGES.missingInfo)
  .max(120, HOUSEHOLD_MESSAGES.invalidName)
  .matches(PERSON_NAME_PATTERN, { message: HOUSEHOLD_MESSAGES.invalidName, excludeEmptyString: true });

const optionalDateSchema = string()
  .trim()
  .default('')
  .test('date', HOUSEHOLD_MESSAGES.invalidDate, (value) => !value || parseDayMonthYear(value) !== null);

const pastDateSchema = string()
  .trim()
  .required(HOUSEHOLD_MESSAGES.missingInfo)
  .test('date', HOUSEHOLD_MESSAGES.invalidDate, (value) => {
    const date = parseDayMonthYear(value);
    return date !== null && date.getTime() <= Date.now();
  });

/** A euro amount: 0 allowed, at most two decimals, within the money pattern's range (spec 1§5). */
export const moneyAmountSchema = number()
  .typeError(HOUSEHOLD_MESSAGES.invalidMoney)
  .min(0, HOUSEHOLD_MESSAGES.invalidMoney)
  .max(MONEY_MAX_AMOUNT, HOUSEHOLD_MESSAGES.invalidMoney)
  .test('cents', HOUSEHOLD_MESSAGES.invalidMoney, (value) => value === undefined || value === null || Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

/** One household member (spec 1§3): every field, except the e-mail of a child (spec 1§5). */
export const householdMemberSchema = object({
  fullname: fullnameSchema.test('same-name', HOUSEHOLD_MESSAGES.coApplicantSameName, (value, ctx) => !sameName(value, ctx.options.context?.applicantName)),
  email: string()
    .trim()
    .lowercase()
    .default('')
    .email(HOUSEHOLD_MESSAGES.invalidEmail)
    .when('relationship', {
      is: CHILDREN_RELATIONSHIP,
      then: (schema) => schema,
      otherwise: (schema) => schema.required(HOUSEHOLD_MESSAGES.missingInfo),
    }),
  date_of_birth: pastDateSchema,
  relationship: string().required(HOUSEHOLD_MESSAGES.missingInfo).oneOf(HOUSEHOLD_RELATIONSHIPS, HOUSEHOLD_MESSAGES.missingInfo),
  role: string().default(DEFAULT_HOUSEHOLD_MEMBER_ROLE).required(HOUSEHOLD_MESSAGES.missingInfo).oneOf(HOUSEHOLD_MEMBER_ROLES, HOUSEHOLD_MESSAGES.missingInfo),
});
export type HouseholdMemberInput = InferType<typeof householdMemberSchema>;

/** A guarantor needs a name and an e-mail (spec 1§5). */
export const guarantorSchema = object({
  fullname: fullnameSchema.test('same-name', HOUSEHOLD_MESSAGES.guarantorSameName, (value, ctx) => !sameName(value, ctx.options.context?.applicantName)),
  email: string().trim().lowercase().required(HOUSEHOLD_MESSAGES.missingInfo).email(HOUSEHOLD_MESSAGES.invalidEmail),
  role: string().default(GUARANTOR_ROLE).oneOf([GUARANTOR_ROLE], HOUSEHOLD_MESSAGES.invalidOption),
  relationship: string().default(DEFAULT_GUARANTOR_RELATIONSHIP).oneOf(GUARANTOR_RELATIONSHIPS, HOUSEHOLD_MESSAGES.invalidOption),
});
export type GuarantorInput = InferType<typeof guarantorSchema>;

const coApplicantEmails = (members: HouseholdMemberInput[] = []) =>
  members.filter((m) => m.role === DEFAULT_HOUSEHOLD_MEMBER_ROLE && m.email).map((m) => normaliseEmail(m.email));

/**
 * Body of POST /v2/personal-details/submit/additional (spec 1§3, 1§5, 1§7): the household with its
 * rules, the flags (false by default), the living situation and the current tenancy.
 */
export const additionalDetailsSchema = object({
  employmentStatus: string().required(HOUSEHOLD_MESSAGES.required).oneOf(ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES, HOUSEHOLD_MESSAGES.invalidOption),
  householdMembersCount: string()
    .trim()
    .default(DEFAULT_HOUSEHOLD_MEMBERS_COUNT)
    .test('size', HOUSEHOLD_MESSAGES.householdSize, (value) => {
      const size = parseHouseholdMembersCount(value);
      return (
        size !== null &&
        size.adults >= HOUSEHOLD_MIN_ADULTS &&
        size.adults <= HOUSEHOLD_MAX_ADULTS &&
        size.minors >= HOUSEHOLD_MIN_MINORS &&
        size.minors <= HOUSEHOLD_MAX_MINORS
      );
    })
    .test('count', HOUSEHOLD_MESSAGES.countMismatch, (value, ctx) => {
      const size = parseHouseholdMembersCount(value);
      return size === null || householdCountMatches(size, (ctx.parent.hhMembers ?? []).length);
    }),
  hhMembers: array(householdMemberSchema)
    .default([])
    .test('guarantor', HOUSEHOLD_MESSAGES.guarantorCannotAddCoApplicants, (members, ctx) => ctx.options.context?.applicantRole !== 'guarantor' || !members?.length)
    .test('distinct', HOUSEHOLD_MESSAGES.sameEmail, (members, ctx) => {
      const emails = coApplicantEmails(members);
      const own = normaliseEmail(ctx.options.context?.applicantEmail);
      return new Set(emails).size === emails.length && !emails.includes(own);
    })
    .test('co-applicant-emails', HOUSEHOLD_MESSAGES.tooManyCoApplicantEmails, (members, ctx) => {
      const size = parseHouseholdMembersCount(ctx.parent.householdMembersCount ?? DEFAULT_HOUSEHOLD_MEMBERS_COUNT);
      // the applicant is one of the adults; the others are the co-applicants
      return size === null || coApplicantEmails(members).length <= size.adults - 1;
    }),
  guarantors: array(guarantorSchema)
    .default([])
    .test('distinct', HOUSEHOLD_MESSAGES.sameEmail, (guarantors, ctx) => {
      const emails = (guarantors ?? []).map((g) => normaliseEmail(g.email));
      const taken = new Set([...coApplicantEmails(ctx.parent.hhMembers), normaliseEmail(ctx.options.context?.applicantEmail)]);
      return new Set(emails).size === emails.length && !emails.some((email) => taken.has(email));
    }),
  hasIncome: boolean().default(false),
  hasPets: boolean().default(false),
  petsDetails: string()
    .trim()
    .max(500, HOUSEHOLD_MESSAGES.invalidOption)
    .default('')
    .when('hasPets', { is: true, then: (schema) => schema.required(HOUSEHOLD_MESSAGES.petsDetails) }),
  accessibleHouse: boolean().default(false),
  livingSituation: string().required(HOUSEHOLD_MESSAGES.required).oneOf(LIVING_SITUATIONS, HOUSEHOLD_MESSAGES.invalidOption),
  currentRent: moneyAmountSchema.required(HOUSEHOLD_MESSAGES.required),
  currentDeposit: moneyAmountSchema.required(HOUSEHOLD_MESSAGES.required),
  rentArrears: moneyAmountSchema.default(0),
  rentArrearsExplanation: string()
    .trim()
    .max(1000, HOUSEHOLD_MESSAGES.invalidOption)
    .default('')
    .when('rentArrears', { is: (value: number | undefined) => (value ?? 0) > 0, then: (schema) => schema.required(HOUSEHOLD_MESSAGES.arrearsExplanation) }),
  landlordName: string()
    .trim()
    .max(120, HOUSEHOLD_MESSAGES.invalidName)
    .default('')
    .matches(PERSON_NAME_PATTERN, { message: HOUSEHOLD_MESSAGES.invalidName, excludeEmptyString: true }),
  tenancyStartDate: optionalDateSchema,
  tenancyEndDate: optionalDateSchema.test('after-start', HOUSEHOLD_MESSAGES.tenancyDates, (end, ctx) => {
    const from = parseDayMonthYear(ctx.parent.tenancyStartDate ?? '');
    const to = parseDayMonthYear(end ?? '');
    return !from || !to || to.getTime() > from.getTime();
  }),
  extraTenancyInfo: string().trim().max(1000, HOUSEHOLD_MESSAGES.invalidOption).default(''),
  confirmation: boolean()
    .default(false)
    .test('confirmed', HOUSEHOLD_MESSAGES.confirmation, (value, ctx) => !ctx.options.context?.confirmationRequired || value === true),
});
export type AdditionalDetailsInput = InferType<typeof additionalDetailsSchema>;

/** Body of POST /v2/personal-details/submit/employed-additional (spec 1§7). */
export const employedAdditionalSchema = object({
  typeOfContract: string().required(HOUSEHOLD_MESSAGES.required).oneOf(CONTRACT_TYPES, HOUSEHOLD_MESSAGES.invalidOption),
  paychecksPerYear: number()
    .typeError(HOUSEHOLD_MESSAGES.required)
    .required(HOUSEHOLD_MESSAGES.required)
    .oneOf(PAYCHECKS_PER_YEAR_OPTIONS, HOUSEHOLD_MESSAGES.invalidOption),
});
export type EmployedAdditionalInput = InferType<typeof employedAdditionalSchema>;

/** Body of POST /v2/personal-details/submit/other-incomes: chosen options, comma-joined (spec 1§3). */
export const otherIncomesSchema = object({
  otherIncomes: string()
    .trim()
    .default('')
    .test('options', HOUSEHOLD_MESSAGES.otherIncomes, (value, ctx) => {
      if (!value) return true;
      const allowed: readonly string[] | undefined = ctx.options.context?.otherIncomeOptions;
      const chosen = value.split(OTHER_INCOMES_SEPARATOR);
      return new Set(chosen).size === chosen.length && (!allowed || chosen.every((option) => allowed.includes(option)));
    }),
});
export type OtherIncomesInput = InferType<typeof otherIncomesSchema>;
