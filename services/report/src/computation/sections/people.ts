import type { ReportGuarantor, ReportHouseholdMember, ReportQuestionAnswer } from '@tenant/contracts';
import type { ReportInputs } from '../inputs.js';
import { isoDate } from './personal-details.js';

const RELATIONSHIP_KEYS: Record<string, string> = {
  partner: 'Report.Relationship.Partner',
  spouse: 'Report.Relationship.Partner',
  parent: 'Report.Relationship.Parent',
  child: 'Report.Relationship.Child',
  sibling: 'Report.Relationship.Sibling',
};
/** The household step saves English labels (spec 1§3); the report shows its own keys. */
export const relationshipKey = (relationship: string): string => RELATIONSHIP_KEYS[relationship.trim().toLowerCase()] ?? 'Report.Relationship.Other';

const roleOf = (role: string): ReportHouseholdMember['role'] => {
  const normalised = role.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return normalised === 'co_applicant' || normalised === 'guarantor' || normalised === 'main_applicant' ? normalised : 'member';
};

/** Guarantors (spec 2§3): name, relationship and the e-mail the applicant gave (null in inputs from before household/submitted carried it). */
export function guarantorsOf(inputs: ReportInputs): { content: ReportGuarantor[] } {
  return {
    content: (inputs.household?.guarantors ?? []).map((guarantor) => ({ fullname: guarantor.fullname, relationship: relationshipKey(guarantor.relationship), email: guarantor.email ?? null })),
  };
}

/** Household members (spec 2§3): the applicant first, then the members and guarantors they named. */
export function householdOf(inputs: ReportInputs): { label: string; content: ReportHouseholdMember[] } {
  const applicant = inputs.applicant;
  const self: ReportHouseholdMember[] = applicant
    ? [{ fullname: `${applicant.firstName} ${applicant.lastName}`, relationship: 'Report.Relationship.Self', role: 'main_applicant', email: applicant.email, date_of_birth: null }]
    : [];
  const named = [...(inputs.household?.members ?? []), ...(inputs.household?.guarantors ?? []).map((guarantor) => ({ ...guarantor, role: 'guarantor' }))].map(
    (person): ReportHouseholdMember => ({
      fullname: person.fullname,
      relationship: relationshipKey(person.relationship),
      role: roleOf(person.role),
      email: person.email ?? null,
      date_of_birth: isoDate(person.dateOfBirth),
    }),
  );
  return { label: 'Report.Household', content: [...self, ...named] };
}

/** Questionnaire codes (onboarding's seed) → the report's question keys. */
const QUESTION_KEYS: Record<string, string> = {
  insolvency: 'Report.Question.Insolvency',
  garnishments: 'Report.Question.Garnishments',
  'landlord-proceedings': 'Report.Question.LegalProceedings',
  'commercial-use': 'Report.Question.CommercialUse',
  'extra-occupants': 'Report.Question.ExtraOccupants',
  'musical-instrument': 'Report.Question.MusicalInstrument',
  pets: 'Report.Question.Pets',
  'disturbing-hobbies': 'Report.Question.DisturbingHobbies',
  'tenancy-ended-by': 'Report.Question.TenancyEndedBy',
  'rent-arrears': 'Report.Question.RentArrears',
  'wbs-certificate': 'Report.Question.WbsCertificate',
  'social-benefits': 'Report.Question.SocialBenefits',
  'able-to-pay': 'Report.Question.AbleToPay',
  'on-time-rent': 'Report.Question.OnTimeRent',
};
const ANSWER_KEYS: Record<string, string> = { YES: 'Report.Answer.Yes', NO: 'Report.Answer.No', PNTS: 'Report.Answer.PreferNotToSay' };

/** Other questions (spec 2§3 other_questions): the questionnaire's answers, in its order. */
export function otherQuestionsOf(inputs: ReportInputs): ReportQuestionAnswer[] {
  return (inputs.questionnaire?.answers ?? []).flatMap((answer) => {
    const key = QUESTION_KEYS[answer.question];
    const value = ANSWER_KEYS[answer.response];
    return key && value ? [{ translation_key: key, value, value_is_key: true }] : [];
  });
}

/** The questionnaire codes answered YES. */
export const disclosedYes = (inputs: ReportInputs, code: string): boolean => (inputs.questionnaire?.answers ?? []).some((answer) => answer.question === code && answer.response === 'YES');
