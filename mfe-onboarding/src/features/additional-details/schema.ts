import type { AdditionalDetailsRequest, AdditionalDetailsResponse, EmployedAdditionalRequest, Guarantor, HouseholdMember } from '@tenant/contracts';
import {
  ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES,
  DEFAULT_GUARANTOR_RELATIONSHIP,
  DEFAULT_HOUSEHOLD_MEMBER_ROLE,
  DEFAULT_HOUSEHOLD_MEMBERS_COUNT,
  GUARANTOR_ROLE,
  OTHER_INCOMES_SEPARATOR,
  formatHouseholdMembersCount,
  parseHouseholdMembersCount,
} from '@tenant/domain';
import {
  HOUSEHOLD_MESSAGES,
  additionalDetailsSchema,
  employedAdditionalSchema,
  guarantorSchema,
  householdMemberSchema,
  otherIncomesSchema,
  validateAll,
  type AdditionalDetailsContext,
} from '@tenant/validation';

export interface MemberDraft {
  fullname: string;
  email: string;
  date_of_birth: string;
  relationship: string;
  role: string;
}
export interface GuarantorDraft {
  fullname: string;
  email: string;
  relationship: string;
}

/** The form as the screen holds it; `toRequests` turns it into the three calls' bodies. */
export interface AdditionalDetailsForm {
  employmentStatus: string;
  adults: string;
  minors: string;
  hhMembers: HouseholdMember[];
  guarantors: Guarantor[];
  memberDraft: MemberDraft;
  guarantorDraft: GuarantorDraft;
  hasIncome: boolean;
  hasPets: boolean;
  petsDetails: string;
  accessibleHouse: boolean;
  livingSituation: string;
  currentRent: number | null;
  currentDeposit: number | null;
  rentArrears: number | null;
  rentArrearsExplanation: string;
  landlordName: string;
  tenancyStartDate: string;
  tenancyEndDate: string;
  extraTenancyInfo: string;
  typeOfContract: string;
  paychecksPerYear: string;
  otherIncomes: string[];
  confirmation: boolean;
}

export const EMPTY_MEMBER_DRAFT: MemberDraft = { fullname: '', email: '', date_of_birth: '', relationship: '', role: DEFAULT_HOUSEHOLD_MEMBER_ROLE };
export const EMPTY_GUARANTOR_DRAFT: GuarantorDraft = { fullname: '', email: '', relationship: DEFAULT_GUARANTOR_RELATIONSHIP };

export const defaultForm = (employmentStatus: string | undefined): AdditionalDetailsForm => {
  const size = parseHouseholdMembersCount(DEFAULT_HOUSEHOLD_MEMBERS_COUNT)!;
  return {
    employmentStatus: employmentStatus && (ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES as readonly string[]).includes(employmentStatus) ? employmentStatus : '',
    adults: String(size.adults),
    minors: String(size.minors),
    hhMembers: [],
    guarantors: [],
    memberDraft: EMPTY_MEMBER_DRAFT,
    guarantorDraft: EMPTY_GUARANTOR_DRAFT,
    hasIncome: false,
    hasPets: false,
    petsDetails: '',
    accessibleHouse: false,
    livingSituation: '',
    currentRent: null,
    currentDeposit: null,
    rentArrears: null,
    rentArrearsExplanation: '',
    landlordName: '',
    tenancyStartDate: '',
    tenancyEndDate: '',
    extraTenancyInfo: '',
    typeOfContract: '',
    paychecksPerYear: '',
    otherIncomes: [],
    confirmation: false,
  };
};

/** The saved details back in the form (the drafts stay empty). */
export const formFromSaved = (saved: NonNullable<AdditionalDetailsResponse['data']>): AdditionalDetailsForm => {
  const size = parseHouseholdMembersCount(saved.householdMembersCount) ?? parseHouseholdMembersCount(DEFAULT_HOUSEHOLD_MEMBERS_COUNT)!;
  return {
    ...defaultForm(saved.employmentStatus),
    ...saved,
    adults: String(size.adults),
    minors: String(size.minors),
    hhMembers: saved.hhMembers,
    guarantors: saved.guarantors,
    rentArrears: saved.rentArrears || null,
    typeOfContract: saved.typeOfContract ?? '',
    paychecksPerYear: saved.paychecksPerYear ? String(saved.paychecksPerYear) : '',
    otherIncomes: saved.otherIncomes ? saved.otherIncomes.split(OTHER_INCOMES_SEPARATOR) : [],
  };
};

/** Money travels as a number with 2 decimals (spec 1§5). */
const cents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The additional body before validation: an empty amount stays null so the schema reports it as required. */
export type AdditionalDraftRequest = Omit<AdditionalDetailsRequest, 'currentRent' | 'currentDeposit'> & { currentRent: number | null; currentDeposit: number | null };

/** The additional call's body: values are the English option values; labels are only shown (spec 1§7). */
export const toAdditionalRequest = (form: AdditionalDetailsForm): AdditionalDraftRequest => ({
    employmentStatus: form.employmentStatus,
    householdMembersCount: formatHouseholdMembersCount({ adults: Number(form.adults), minors: Number(form.minors) }),
    hhMembers: form.hhMembers,
    guarantors: form.guarantors.map((g) => ({ ...g, role: GUARANTOR_ROLE })),
    hasIncome: form.hasIncome,
    hasPets: form.hasPets,
    petsDetails: form.hasPets ? form.petsDetails.trim() : '',
    accessibleHouse: form.accessibleHouse,
    livingSituation: form.livingSituation,
    currentRent: cents(form.currentRent),
    currentDeposit: cents(form.currentDeposit),
    rentArrears: cents(form.rentArrears) ?? 0,
    rentArrearsExplanation: form.rentArrears ? form.rentArrearsExplanation.trim() : '',
    landlordName: form.landlordName.trim(),
    tenancyStartDate: form.tenancyStartDate,
    tenancyEndDate: form.tenancyEndDate,
    extraTenancyInfo: form.extraTenancyInfo.trim(),
    confirmation: form.confirmation,
});

export const toEmployedRequest = (form: AdditionalDetailsForm): EmployedAdditionalRequest => ({
  typeOfContract: form.typeOfContract,
  paychecksPerYear: Number(form.paychecksPerYear),
});

export const toOtherIncomes = (form: AdditionalDetailsForm) => ({ otherIncomes: form.hasIncome ? form.otherIncomes.join(OTHER_INCOMES_SEPARATOR) : '' });

/** field path (`currentRent`, `hhMembers`) → message key */
export type FormErrors = Record<string, string>;

const errorsOf = (result: ReturnType<typeof validateAll>): FormErrors =>
  result.ok ? {} : Object.fromEntries(result.errors.map((e) => [(e.loc ?? []).slice(1).join('.'), e.msg]));

/**
 * Every rule the service applies, on the same schemas (libs/validation), plus what only the form knows:
 * other incomes must be chosen when the flag is ticked.
 */
export const validateForm = (form: AdditionalDetailsForm, context: AdditionalDetailsContext, otherIncomeOptions: readonly string[]): FormErrors => {
  const errors: FormErrors = { ...errorsOf(validateAll(additionalDetailsSchema, toAdditionalRequest(form), 'body', context)) };
  if (form.employmentStatus === 'Employed') Object.assign(errors, errorsOf(validateAll(employedAdditionalSchema, toEmployedRequest(form))));
  if (form.hasIncome) {
    Object.assign(errors, errorsOf(validateAll(otherIncomesSchema, toOtherIncomes(form), 'body', { otherIncomeOptions })));
    if (!form.otherIncomes.length) errors.otherIncomes = HOUSEHOLD_MESSAGES.otherIncomes;
  }
  return errors;
};

/** The first message of a draft that cannot be added yet; MissingInfo when any required part is missing. */
export const memberDraftError = (draft: MemberDraft, context: AdditionalDetailsContext): string | null => firstError(validateAll(householdMemberSchema, draft, 'body', context));
export const guarantorDraftError = (draft: GuarantorDraft, context: AdditionalDetailsContext): string | null => firstError(validateAll(guarantorSchema, draft, 'body', context));

const firstError = (result: ReturnType<typeof validateAll>): string | null => {
  if (result.ok) return null;
  return result.errors.find((e) => e.msg === HOUSEHOLD_MESSAGES.missingInfo)?.msg ?? result.errors[0].msg;
};

/** Something typed into a member or guarantor that was not added (spec 1§5 UnsavedValues). */
export const hasUnsavedDraft = (form: AdditionalDetailsForm): boolean =>
  [form.memberDraft.fullname, form.memberDraft.email, form.memberDraft.date_of_birth, form.memberDraft.relationship, form.guarantorDraft.fullname, form.guarantorDraft.email].some(
    (value) => value.trim() !== '',
  );
