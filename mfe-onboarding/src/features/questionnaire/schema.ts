import type { QuestionnaireAnswer, QuestionnaireQuestion, QuestionnaireResponse, QuestionnaireSubmitRequest } from '@tenant/contracts';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { QUESTIONNAIRE_MESSAGES, questionnaireSubmitSchema, validateAll } from '@tenant/validation';

export interface AnswerForm {
  response: QuestionnaireAnswer['response'] | '';
  details: string;
}
export interface QuestionnaireForm {
  /** question code → answer */
  answers: Record<string, AnswerForm>;
  sincerityAccepted: boolean;
  creditAgencyConsent: boolean;
}

export const formFromSaved = (saved: Omit<QuestionnaireResponse, 'success'>): QuestionnaireForm => ({
  answers: Object.fromEntries(
    saved.questions.map((q) => {
      const answer = saved.answers.find((a) => a.question === q.code);
      return [q.code, { response: answer?.response ?? '', details: answer?.details ?? '' }];
    }),
  ),
  sincerityAccepted: saved.sincerityAccepted,
  creditAgencyConsent: saved.creditAgencyConsent,
});

export const toRequest = (questions: QuestionnaireQuestion[], form: QuestionnaireForm): QuestionnaireSubmitRequest => ({
  questionnaire: questions.map((q) => ({
    question: q.code,
    response: form.answers[q.code]?.response as QuestionnaireAnswer['response'],
    details: form.answers[q.code]?.details.trim() ?? '',
  })),
  sincerityAccepted: form.sincerityAccepted,
  creditAgencyConsent: form.creditAgencyConsent,
});

/** question code (or `sincerityAccepted`) → message key */
export type QuestionnaireErrors = Record<string, string>;

/** The service's rules (libs/validation) on the form: unanswered questions, Yes without details, the waiver. */
export const validateQuestionnaire = (questions: QuestionnaireQuestion[], form: QuestionnaireForm): QuestionnaireErrors => {
  const result = validateAll(questionnaireSubmitSchema, toRequest(questions, form), 'body', { questionCodes: questions.map((q) => q.code) });
  if (result.ok) return {};
  const errors: QuestionnaireErrors = {};
  for (const { msg, loc = [] } of result.errors) {
    const item = /^questionnaire\[(\d+)\]$/.exec(loc[1] ?? '');
    const key = item ? questions[Number(item[1])].code : loc[1] === 'questionnaire' ? 'questionnaire' : (loc[1] ?? 'form');
    errors[key] ??= msg;
  }
  // the list-level Missingcheck is already said at each unanswered question
  if (errors.questionnaire === QUESTIONNAIRE_MESSAGES.missingCheck && Object.values(errors).filter((m) => m === QUESTIONNAIRE_MESSAGES.missingCheck).length > 1) delete errors.questionnaire;
  return errors;
};

/** The rules' messages as react-hook-form errors: each question's at `answers.<code>`, the waiver's at its field. */
export const questionnaireErrorsOf = (questions: QuestionnaireQuestion[], form: QuestionnaireForm): FieldErrors<QuestionnaireForm> => {
  const errors: Record<string, unknown> = {};
  const answers: Record<string, FieldError> = {};
  for (const [key, message] of Object.entries(validateQuestionnaire(questions, form))) {
    if (questions.some((q) => q.code === key)) answers[key] = { type: 'rule', message };
    else errors[key] = { type: 'rule', message };
  }
  if (Object.keys(answers).length) errors.answers = answers;
  return errors as FieldErrors<QuestionnaireForm>;
};
