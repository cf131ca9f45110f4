import type { AdditionalDetailsRequest, AdditionalDetailsResponse, EmployedAdditionalRequest, OtherIncomesRequest } from '@tenant/contracts';
import { DEFAULT_HOUSEHOLD_MEMBERS_COUNT, GUARANTOR_ROLE, OTHER_INCOMES_SEPARATOR, formatHouseholdMembersCount, parseHouseholdMembersCount } from '@tenant/domain';
import { EMPLOYED, defaultForm, type AdditionalDetailsForm } from './form.js';

// The one place where the form's fields meet the API's (spec 1§3, 1§7): the saved details into the
// form, the form into the three calls' bodies.

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

export const toOtherIncomes = (form: AdditionalDetailsForm): OtherIncomesRequest => ({
  otherIncomes: form.hasIncome ? form.otherIncomes.join(OTHER_INCOMES_SEPARATOR) : '',
});

/** The three bodies side by side, as the form's schema checks them (the employed one only for the employed). */
export const toRequestsShape = (form: AdditionalDetailsForm) => ({
  ...toAdditionalRequest(form),
  ...(form.employmentStatus === EMPLOYED ? toEmployedRequest(form) : {}),
  ...toOtherIncomes(form),
});
