import type { Guarantor, HouseholdMember } from '@tenant/contracts';
import {
  ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES,
  DEFAULT_GUARANTOR_RELATIONSHIP,
  DEFAULT_HOUSEHOLD_MEMBER_ROLE,
  DEFAULT_HOUSEHOLD_MEMBERS_COUNT,
  parseHouseholdMembersCount,
} from '@tenant/domain';

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

/** The form as the screen holds it; to-request.ts turns it into the three calls' bodies. */
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

/** The employment status whose contract is asked for, and sent with the employed-additional call. */
export const EMPLOYED = 'Employed';

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
