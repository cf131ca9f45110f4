import type { ApplicantProfileEntity } from '../entities/applicant-profile.entity.js';

/**
 * What a document is compared with: the person who uploaded it, as onboarding's events describe them
 * (applicant/registered, applicant/personalDetailsSubmitted, household/submitted and
 * household/incomeDetailsSubmitted). The income service keeps its own copy (it never reads onboarding's
 * tables); a fact not known yet is null, and a check whose fact is null does not run.
 */
export interface ApplicantFacts {
  firstName: string | null;
  lastName: string | null;
  /** Italian codice fiscale, upper case */
  fiscalCode: string | null;
  /** ISO yyyy-mm-dd */
  dateOfBirth: string | null;
  placeOfBirth: string | null;
  /** ISO 3166 alpha-2 */
  nationality: string | null;
  employmentStatus: string | null;
  /** open-ended or close-ended (employed only) */
  typeOfContract: string | null;
  paychecksPerYear: number | null;
  /** the other-income options the applicant declared (spec 1§3 otherIncomes), empty when none */
  otherIncomes: string[];
  /** false while the applicant has not answered the other-incomes question: otherIncomes is then empty but means nothing */
  otherIncomesAnswered: boolean;
  /** euro cents; null when not declared */
  declaredRent: number | null;
}

/** Facts that one event sets together: they are taken together, from the first row that has any of them. */
const GROUPS = {
  name: ['firstName', 'lastName'],
  personal: ['fiscalCode', 'dateOfBirth', 'placeOfBirth', 'nationality'],
  household: ['employmentStatus', 'typeOfContract', 'paychecksPerYear', 'otherIncomes', 'declaredRent'],
} as const satisfies Record<string, readonly (keyof ApplicantProfileEntity)[]>;

const known = (value: unknown) => value !== null && value !== undefined;
const rowOf = (rows: ApplicantProfileEntity[], group: keyof typeof GROUPS): Partial<ApplicantProfileEntity> =>
  rows.find((row) => GROUPS[group].some((field) => known(row[field]))) ?? {};

/**
 * A person's facts from their profile rows, most relevant first (ApplicantProfilesRepository.rowsOf:
 * the application the document belongs to, then their newest other application). Each group of facts
 * (name; fiscal code and birth; household and declared income) comes whole from the first row that
 * knows any of it, so a rent declared "none" here is not replaced by another application's rent. An
 * invited person's facts are their own, never the application owner's. No rows: every fact unknown.
 */
export const factsOf = (profiles: ApplicantProfileEntity | ApplicantProfileEntity[]): ApplicantFacts => {
  const rows = Array.isArray(profiles) ? profiles : [profiles];
  const name = rowOf(rows, 'name');
  const personal = rowOf(rows, 'personal');
  const household = rowOf(rows, 'household');
  return {
    firstName: name.firstName ?? null,
    lastName: name.lastName ?? null,
    fiscalCode: personal.fiscalCode?.toUpperCase() ?? null,
    dateOfBirth: personal.dateOfBirth ?? null,
    placeOfBirth: personal.placeOfBirth ?? null,
    nationality: personal.nationality?.toUpperCase() ?? null,
    employmentStatus: household.employmentStatus ?? null,
    typeOfContract: household.typeOfContract ?? null,
    paychecksPerYear: household.paychecksPerYear ?? null,
    otherIncomes: household.otherIncomes ?? [],
    otherIncomesAnswered: known(household.otherIncomes),
    declaredRent: household.declaredRent ?? null,
  };
};
