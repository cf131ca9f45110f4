import { QUESTIONNAIRE_MAX_QUESTIONS, QUESTIONNAIRE_RESPONSES, questionDetailsRequired } from '@tenant/domain';
import { array, boolean, object, string, type InferType } from 'yup';

/** Message keys of the questionnaire rules (spec 1§5); texts in libs/i18n (household). */
export const QUESTIONNAIRE_MESSAGES = {
  acceptance: 'PersonalDetailsSD.Error.Acceptance',
  missingCheck: 'PersonalDetailsSD.Error.Missingcheck',
  detailsRequired: 'PersonalDetailsSD.Error.DetailsRequired',
  unknownQuestion: 'PersonalDetailsSD.Error.UnknownQuestion',
} as const;

export interface QuestionnaireContext {
  /** the codes of every question asked; each needs exactly one answer */
  questionCodes?: readonly string[];
}

/** One answer (spec 1§3): YES, NO or PNTS, with details; a Yes to an adverse question needs details (spec 1§5). */
export const questionnaireAnswerSchema = object({
  question: string().trim().required(QUESTIONNAIRE_MESSAGES.unknownQuestion).max(64, QUESTIONNAIRE_MESSAGES.unknownQuestion),
  response: string().required(QUESTIONNAIRE_MESSAGES.missingCheck).oneOf(QUESTIONNAIRE_RESPONSES, QUESTIONNAIRE_MESSAGES.missingCheck),
  details: string()
    .trim()
    .max(1000, QUESTIONNAIRE_MESSAGES.detailsRequired)
    .default('')
    .when(['question', 'response'], { is: questionDetailsRequired, then: (schema) => schema.required(QUESTIONNAIRE_MESSAGES.detailsRequired) }),
});
export type QuestionnaireAnswerInput = InferType<typeof questionnaireAnswerSchema>;

/**
 * Body of POST /v1/questionnaire/submit (spec 1§7): the answers, the sincerity waiver (required) and the
 * credit-agency consent. Complete only when every question is answered (spec 1§4).
 */
export const questionnaireSubmitSchema = object({
  questionnaire: array(questionnaireAnswerSchema)
    .required(QUESTIONNAIRE_MESSAGES.missingCheck)
    .max(QUESTIONNAIRE_MAX_QUESTIONS, QUESTIONNAIRE_MESSAGES.unknownQuestion)
    .test('known', QUESTIONNAIRE_MESSAGES.unknownQuestion, (answers, ctx) => {
      const codes: readonly string[] | undefined = ctx.options.context?.questionCodes;
      const asked = (answers ?? []).map((a) => a.question);
      return !codes || (new Set(asked).size === asked.length && asked.every((code) => codes.includes(code)));
    })
    .test('complete', QUESTIONNAIRE_MESSAGES.missingCheck, (answers, ctx) => {
      const codes: readonly string[] | undefined = ctx.options.context?.questionCodes;
      const answered = new Set((answers ?? []).filter((a) => a.response).map((a) => a.question));
      return !codes || codes.every((code) => answered.has(code));
    }),
  sincerityAccepted: boolean().default(false).oneOf([true], QUESTIONNAIRE_MESSAGES.acceptance),
  creditAgencyConsent: boolean().default(false),
});
export type QuestionnaireSubmitInput = InferType<typeof questionnaireSubmitSchema>;
