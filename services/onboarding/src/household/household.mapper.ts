import type { AdditionalDetailsResponse, ApplicantUser, HouseholdPersonSummary } from '@tenant/contracts';
import { DEFAULT_HOUSEHOLD_MEMBER_ROLE, OTHER_INCOMES_SEPARATOR, type ApplicantRole } from '@tenant/domain';
import type { AdditionalDetailsInput } from '@tenant/validation';
import type { AdditionalDetailsEntity } from '../entities/additional-details.entity.js';
import type { HouseholdPersonEntity, HouseholdPersonKind } from '../entities/household-person.entity.js';
import type { AdditionalDetailsFields } from '../repositories/household.repository.js';

// The one mapping of the additional-details step between the API (and form) fields, the entity
// columns and the state's user fields (spec 1§3). The entity columns carry the API names.

/** The saved step as the API returns it (what the form is filled with again). */
export type SavedAdditionalDetails = NonNullable<AdditionalDetailsResponse['data']>;

/** A person of the household to store, with the invitation they get (if any). */
export interface PersonDraft {
  kind: HouseholdPersonKind;
  fullname: string;
  email: string | null;
  dateOfBirth: string | null;
  relationship: string;
  role: string;
  /** the invitation role, when this person is invited */
  invite: ApplicantRole | null;
}

/** The state's user field of each saved API field that the state shows as it is. */
const USER_FIELD_OF = {
  householdMembersCount: 'household_members_count',
  hhMembers: 'hh_members',
  guarantors: 'guarantors',
  hasPets: 'has_pets',
  petsDetails: 'pets_details',
  accessibleHouse: 'accessible_house',
  livingSituation: 'living_situation',
  currentRent: 'current_rent',
  currentDeposit: 'current_deposit',
  rentArrears: 'rent_arrears',
  landlordName: 'landlord_name',
  tenancyStartDate: 'tenancy_start_date',
  tenancyEndDate: 'tenancy_end_date',
  extraTenancyInfo: 'extra_tenancy_info',
  otherIncomes: 'other_incomes',
} as const satisfies Partial<Record<keyof SavedAdditionalDetails, keyof ApplicantUser>>;

/** Entity → API. */
export function toSavedAdditionalDetails(details: AdditionalDetailsEntity & { employmentStatus: string }, people: HouseholdPersonEntity[]): SavedAdditionalDetails {
  const data: SavedAdditionalDetails = {
    employmentStatus: details.employmentStatus,
    householdMembersCount: details.householdMembersCount ?? '',
    hhMembers: people
      .filter((p) => p.kind === 'member')
      .map((p) => ({ fullname: p.fullname, email: p.email ?? '', date_of_birth: p.dateOfBirth ?? '', relationship: p.relationship, role: p.role })),
    guarantors: people.filter((p) => p.kind === 'guarantor').map((p) => ({ fullname: p.fullname, email: p.email ?? '', relationship: p.relationship, role: p.role })),
    hasIncome: details.hasIncome,
    hasPets: details.hasPets,
    petsDetails: details.petsDetails,
    accessibleHouse: details.accessibleHouse,
    livingSituation: details.livingSituation ?? '',
    currentRent: details.currentRent ?? 0,
    currentDeposit: details.currentDeposit ?? 0,
    rentArrears: details.rentArrears ?? 0,
    rentArrearsExplanation: details.rentArrearsExplanation,
    landlordName: details.landlordName,
    tenancyStartDate: details.tenancyStartDate,
    tenancyEndDate: details.tenancyEndDate,
    extraTenancyInfo: details.extraTenancyInfo,
    confirmation: details.confirmedAt !== null,
    otherIncomes: details.otherIncomes,
  };
  if (details.typeOfContract) data.typeOfContract = details.typeOfContract;
  if (details.paychecksPerYear) data.paychecksPerYear = details.paychecksPerYear;
  return data;
}

/** API → entity: what the step stores (details of a No are dropped; other incomes go with "no income"). */
export function toAdditionalDetailsColumns(input: AdditionalDetailsInput, now: Date): AdditionalDetailsFields {
  return {
    employmentStatus: input.employmentStatus,
    householdMembersCount: input.householdMembersCount,
    hasIncome: input.hasIncome,
    hasPets: input.hasPets,
    petsDetails: input.hasPets ? input.petsDetails : '',
    accessibleHouse: input.accessibleHouse,
    livingSituation: input.livingSituation,
    currentRent: input.currentRent,
    currentDeposit: input.currentDeposit,
    rentArrears: input.rentArrears,
    rentArrearsExplanation: input.rentArrears > 0 ? input.rentArrearsExplanation : '',
    landlordName: input.landlordName,
    tenancyStartDate: input.tenancyStartDate,
    tenancyEndDate: input.tenancyEndDate,
    extraTenancyInfo: input.extraTenancyInfo,
    confirmedAt: input.confirmation ? now : null,
    ...(input.hasIncome ? {} : { otherIncomes: '' }),
  };
}

/** API → the people to store: co-applicants with an e-mail and every guarantor are invited. */
export function toPersonDrafts(input: AdditionalDetailsInput): PersonDraft[] {
  return [
    ...input.hhMembers.map(
      (m): PersonDraft => ({
        kind: 'member',
        fullname: m.fullname,
        email: m.email || null,
        dateOfBirth: m.date_of_birth,
        relationship: m.relationship,
        role: m.role,
        invite: m.role === DEFAULT_HOUSEHOLD_MEMBER_ROLE && m.email ? 'co-applicant' : null,
      }),
    ),
    ...input.guarantors.map(
      (g): PersonDraft => ({ kind: 'guarantor', fullname: g.fullname, email: g.email, dateOfBirth: null, relationship: g.relationship, role: g.role, invite: 'guarantor' }),
    ),
  ];
}

/** Saved step → the state's user fields (spec 1§3 User). */
export function toUserFields(saved: SavedAdditionalDetails): Partial<ApplicantUser> {
  return {
    ...Object.fromEntries(Object.entries(USER_FIELD_OF).map(([field, userField]) => [userField, saved[field as keyof typeof USER_FIELD_OF]])),
    type_of_contract: saved.typeOfContract ?? null,
    paychecks_per_year: saved.paychecksPerYear ?? null,
  };
}

/** A person as the household/submitted event summarises them. */
export const toPersonSummary = (person: HouseholdPersonEntity): HouseholdPersonSummary => ({
  fullname: person.fullname,
  relationship: person.relationship,
  role: person.role,
  invited: person.invitationId !== null,
  email: person.email || null,
  dateOfBirth: person.dateOfBirth || null,
});

/**
 * Saved details → the declared income of household/incomeDetailsSubmitted. Other incomes: none when
 * the applicant said they have no other income, null while they said yes but have not chosen yet.
 */
export function toIncomeDetails(details: Pick<AdditionalDetailsEntity, 'typeOfContract' | 'paychecksPerYear' | 'otherIncomes' | 'hasIncome'> | null) {
  const chosen = details?.otherIncomes ? details.otherIncomes.split(OTHER_INCOMES_SEPARATOR) : null;
  return {
    typeOfContract: details?.typeOfContract ?? null,
    paychecksPerYear: details?.paychecksPerYear ?? null,
    otherIncomes: chosen ?? (details && !details.hasIncome ? [] : null),
  };
}
