/** Answers of the self-disclosure questionnaire (spec 1§3): yes, no, prefer not to say. */
export const QUESTIONNAIRE_RESPONSES = ['YES', 'NO', 'PNTS'] as const;
export type QuestionnaireResponse = (typeof QUESTIONNAIRE_RESPONSES)[number];
export const QUESTIONNAIRE_MAX_QUESTIONS = 99;
/** The first groups are questions 1-4, 5-9 and 10-14 (spec 1§9); later ones continue in fives. */
const FIRST_GROUP_SIZE = 4;
const GROUP_SIZE = 5;

/** Tenancy checks asked in the questionnaire (spec 2§9). */
export const TENANCY_CHECK_ON_TIME_RENT_MONTHS = 24;
export const TENANCY_CHECK_RENT_ARREARS_YEARS = 2;
export const TENANCY_CHECK_LEGAL_PROCEEDINGS_YEARS = 3;
export const TENANCY_CHECK_INSOLVENCY_YEARS = 5;

export interface QuestionGroup {
  /** 1-based, inclusive */
  first: number;
  last: number;
}

/** Collapsible groups for `count` questions: 1-4, 5-9, 10-14, 15-19 ... */
export const questionnaireGroups = (count: number): QuestionGroup[] => {
  const groups: QuestionGroup[] = [];
  const total = Math.min(count, QUESTIONNAIRE_MAX_QUESTIONS);
  for (let first = 1; first <= total; first = groups.at(-1)!.last + 1) {
    const size = first === 1 ? FIRST_GROUP_SIZE : GROUP_SIZE;
    groups.push({ first, last: Math.min(first + size - 1, total) });
  }
  return groups;
};
