import type { Region } from './constants.js';

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

/** Questions where Yes is the good answer (spec 1§2 topics: able to pay the rent, on-time rent): a Yes needs no details. */
export const POSITIVE_QUESTIONS: readonly string[] = ['able-to-pay', 'on-time-rent'];
/** Questions that exist in one market only: the WBS (Wohnberechtigungsschein) is German. */
export const MARKET_QUESTIONS: Readonly<Record<string, Region>> = { 'wbs-certificate': 'de' };
/** Topics the household step already asks (has pets, with pet details): the questionnaire does not ask them again. */
export const QUESTIONS_ASKED_IN_HOUSEHOLD: readonly string[] = ['pets'];

/** Whether the questionnaire of an application in `market` asks the question `code`. */
export const isQuestionAsked = (code: string, market: Region): boolean => !QUESTIONS_ASKED_IN_HOUSEHOLD.includes(code) && (MARKET_QUESTIONS[code] ?? market) === market;

/** The questions asked in `market`, numbered again from 1. */
export const questionsAskedIn = <Q extends { code: string; position: number }>(questions: readonly Q[], market: Region): Q[] =>
  questions.filter((q) => isQuestionAsked(q.code, market)).map((q, index) => ({ ...q, position: index + 1 }));

/** A Yes to an adverse question needs details (spec 1§5); a Yes to a positive one does not. */
export const questionDetailsRequired = (code: string, response: string | undefined): boolean => response === 'YES' && !POSITIVE_QUESTIONS.includes(code);

/** 'No (all)' means nothing to declare: No to each adverse question, Yes to each positive one. */
export const nothingToDeclareAnswer = (code: string): QuestionnaireResponse => (POSITIVE_QUESTIONS.includes(code) ? 'YES' : 'NO');
