import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireQuestion } from '@tenant/contracts';
import { QUESTIONNAIRE_RESPONSES, nothingToDeclareAnswer } from '@tenant/domain';
import { TextInput } from '@tenant/ui';
import type { AnswerForm } from '../schema.js';

export interface QuestionItemProps {
  question: QuestionnaireQuestion;
  answer: AnswerForm;
  error?: string;
  onChange: (answer: AnswerForm) => void;
}

/** One question: YES, NO or PNTS, with a details field once the answer has something to explain (spec 1§2). */
export const QuestionItem = ({ question, answer, error, onChange }: QuestionItemProps) => {
  const { t } = useTranslation('household');
  const id = useId();
  const text = `${question.position}. ${t(question.key, question.params)}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
      <legend>{text}</legend>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {QUESTIONNAIRE_RESPONSES.map((response) => (
          <label key={response}>
            <input type="radio" name={`answers.${question.code}`} value={response} checked={answer.response === response} onChange={() => onChange({ ...answer, response })} />{' '}
            {t(`PersonalDetailsSD.Response.${response}`)}
          </label>
        ))}
      </div>
      {answer.response && answer.response !== nothingToDeclareAnswer(question.code) && (
        <TextInput
          label={t('PersonalDetailsSD.Details')}
          aria-label={`${t('PersonalDetailsSD.Details')}: ${text}`}
          hideLabel
          placeholder={t('PersonalDetailsSD.Details')}
          value={answer.details}
          onChange={(details) => onChange({ ...answer, details })}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
};
