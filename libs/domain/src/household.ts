import { EMPLOYMENT_STATUSES, type ApplicationType, type EmploymentStatus } from './constants.js';

/** Household size bounds (spec 1§5, 1§9). */
export const HOUSEHOLD_MIN_ADULTS = 1;
export const HOUSEHOLD_MAX_ADULTS = 8;
export const HOUSEHOLD_MIN_MINORS = 0;
export const HOUSEHOLD_MAX_MINORS = 8;

/** The additional-details screen offers the first four employment statuses (spec 1§3). */
export const ADDITIONAL_DETAILS_EMPLOYMENT_STATUSES = EMPLOYMENT_STATUSES.slice(0, 4) as readonly EmploymentStatus[];

/** Household member relationships and roles (spec 1§3, 1§6). */
export const HOUSEHOLD_RELATIONSHIPS = ['Spouse', 'Partner', 'Children', 'Flatmate'] as const;
export type HouseholdRelationship = (typeof HOUSEHOLD_RELATIONSHIPS)[number];
/** The relationship that removes the e-mail requirement (spec 1§5). */
export const CHILDREN_RELATIONSHIP: HouseholdRelationship = 'Children';
export const HOUSEHOLD_MEMBER_ROLES = ['Co-Applicant', 'Dependent'] as const;
export type HouseholdMemberRole = (typeof HOUSEHOLD_MEMBER_ROLES)[number];
export const DEFAULT_HOUSEHOLD_MEMBER_ROLE: HouseholdMemberRole = 'Co-Applicant';
export const GUARANTOR_ROLE = 'Guarantor';
export const GUARANTOR_RELATIONSHIPS = ['Guarantor', 'Family member', 'Government', 'Acquaintance', 'Other'] as const;
export type GuarantorRelationship = (typeof GUARANTOR_RELATIONSHIPS)[number];
export const DEFAULT_GUARANTOR_RELATIONSHIP: GuarantorRelationship = 'Guarantor';

/** Living situation, contract type and other incomes (spec 1§3 Additional details). */
export const LIVING_SITUATIONS = ['rent', 'property', 'other'] as const;
export type LivingSituation = (typeof LIVING_SITUATIONS)[number];
export const CONTRACT_TYPES = ['open-ended', 'close-ended'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Monthly salaries plus the thirteenth and fourteenth month pay usual in Italy and Germany. */
export const PAYCHECKS_PER_YEAR_OPTIONS = [12, 13, 14] as const;
/** The four default other-income options; a deployment may configure others (spec 1§3). */
export const DEFAULT_OTHER_INCOME_OPTIONS = ['rental property', 'pension', 'alimony', 'other'] as const;
/** Other incomes travel comma-joined (spec 1§3). */
export const OTHER_INCOMES_SEPARATOR = ',';

/** Highest amount a money input accepts: three groups of 1-3 digits at most (spec 2§9), two decimals. */
export const MONEY_MAX_AMOUNT = 999_999.99;

/** Settings of the additional-details step that a deployment may change (spec 1§3, 1§5 "when configured"). */
export interface AdditionalDetailsSettings {
  /** The non-mortgage confirmation checkbox is shown and must be ticked. */
  confirmationRequired: boolean;
  otherIncomeOptions: readonly string[];
}
export const ADDITIONAL_DETAILS_SETTINGS: AdditionalDetailsSettings = {
  confirmationRequired: true,
  otherIncomeOptions: DEFAULT_OTHER_INCOME_OPTIONS,
};

/**
 * householdMembersCount 'adults,minors'. The rules of spec 1§5 (add button: adults minus minors at
 * least 2 plus the extra members; continue: adults at least 1 plus extra members plus minors) only
 * add up when the first number counts everyone in the household, the applicant and the minors
 * included, so the form asks "people in your household" and "of whom minors": a parent with one
 * child is '2,1'. Extra members are the other people listed by name (adults, or adult children).
 */
export interface HouseholdSize {
  /** everyone in the household, the applicant included (1-8) */
  adults: number;
  /** of them, under 18 (0-8) */
  minors: number;
}

/** 'adults,minors' (spec 1§3 householdMembersCount). */
export const parseHouseholdMembersCount = (value: string): HouseholdSize | null => {
  const match = /^(\d{1,2}),(\d{1,2})$/.exec(value.trim());
  return match ? { adults: Number(match[1]), minors: Number(match[2]) } : null;
};
export const formatHouseholdMembersCount = ({ adults, minors }: HouseholdSize): string => `${adults},${minors}`;

/** The add-member button shows only when adults minus minors is at least 2 plus the members already added (spec 1§5). */
export const canAddHouseholdMember = ({ adults, minors }: HouseholdSize, extraMembers: number): boolean => adults - minors >= 2 + extraMembers;

/** Continue needs adults of at least 1 plus the extra members plus the minors (spec 1§5). */
export const householdCountMatches = ({ adults, minors }: HouseholdSize, extraMembers: number): boolean => adults >= 1 + extraMembers + minors;

/**
 * Continue on the additional-details step is enabled by employment status (spec 1§4): Unemployed,
 * Employed and Self-employed always; Student unless pets are ticked with empty details; anything else never.
 */
export const additionalDetailsContinueEnabled = (employmentStatus: string | null | undefined, hasPets: boolean, petsDetails: string): boolean => {
  switch (employmentStatus) {
    case 'Unemployed':
    case 'Employed':
    case 'Self-employed':
      return true;
    case 'Student':
      return !(hasPets && !petsDetails.trim());
    default:
      return false;
  }
};

/** A mortgage application: the path contains /mortgage/ or the application type is mortgage (spec 1§2). */
export const isMortgageApplication = (path: string, appType: ApplicationType | null | undefined): boolean =>
  path.includes('/mortgage/') || appType === 'mortgage';
