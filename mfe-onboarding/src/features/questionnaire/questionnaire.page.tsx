import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectRoute, useStepContinue } from '@tenant/bus';
import type { QuestionnaireAnswer, StepSaveResult } from '@tenant/contracts';
import { nothingToDeclareAnswer, questionnaireGroups } from '@tenant/domain';
import { Button, ErrorBanner, ErrorSummary, PageHeader, Spinner, errorSummaryOf, submitValidation, useWholeFormRevalidation } from '@tenant/ui';
import { useGetQuestionnaireQuery, useSubmitQuestionnaireMutation } from './api/questionnaire-api.js';
import { QuestionItem } from './components/question-item.js';
import { formFromSaved, questionnaireErrorsOf, toRequest, validateQuestionnaire, type QuestionnaireForm } from './schema.js';

const STEP = 'questionnaire';
const EMPTY_FORM: QuestionnaireForm = { answers: {}, sincerityAccepted: false, creditAgencyConsent: false };

/**
 * The self-disclosure questionnaire (spec 1§2, 1§4, 1§5): collapsible groups of the questions the service
 * asks in the applicant's market, Yes/No for all, the sincerity waiver and the credit-agency consent; a PNTS
 * answer warns. Errors follow the form pattern: a summary on Continue, each question's message beside it.
 */
const QuestionnairePage = () => {
  const { t, i18n } = useTranslation('household');
  const route = useSelector(selectRoute);
  const { data, isLoading, isError, refetch } = useGetQuestionnaireQuery(route.applicationId ?? '', { skip: !route.applicationId });
  const questions = data?.questions ?? [];
  const resolver: Resolver<QuestionnaireForm> = (values) => {
    const errors = questionnaireErrorsOf(questions, values);
    return { values: Object.keys(errors).length ? {} : values, errors } as never;
  };
  const form = useForm<QuestionnaireForm>({ shouldFocusError: false, defaultValues: EMPTY_FORM, resolver });
  const { control, getValues, setValue, reset, formState } = form;
  const [collapsed, setCollapsed] = useState<Record<number, boolean>>({});
  const [submit] = useSubmitQuestionnaireMutation();
  useWholeFormRevalidation(form);

  useEffect(() => {
    if (data?.success) reset(formFromSaved(data));
  }, [data, reset]);

  const save = async (): Promise<StepSaveResult> => {
    if (!(await submitValidation(form.handleSubmit))) {
      setCollapsed({}); // every problem is in sight
      const first = Object.values(validateQuestionnaire(questions, getValues()))[0];
      return { success: false, summarised: true, message: first && t(first) };
    }
    try {
      const answer = await submit(toRequest(questions, getValues())).unwrap();
      return { success: true, message: answer.message };
    } catch (error) {
      const failure = (error as ApiError).message;
      return { success: false, message: failure && i18n.exists(failure, { ns: 'household' }) ? t(failure) : failure };
    }
  };
  useStepContinue(STEP, save, questions.length > 0);

  const answers = useWatch({ control, name: 'answers' });
  const questionText = (code: string) => {
    const question = questions.find((q) => q.code === code);
    return question ? `${question.position}. ${t(question.key, question.params)}` : t('PersonalDetailsSD.Heading');
  };
  const summary = errorSummaryOf(formState, (message, field) => {
    const [, code] = field.split('.');
    return field.startsWith('answers.') ? `${questionText(code)} ${t(message)}` : t(message);
  });

  if (isLoading) return <Spinner label={t('AdditionalDetails.Loading')} />;
  if (isError) return <ErrorBanner message={t('PersonalDetailsSD.LoadError')} onRetry={() => void refetch()} retryLabel={t('AdditionalDetails.Retry')} />;

  const anyPnts = Object.values(answers).some((a) => a.response === 'PNTS');
  const answerAll = (answerOf: (code: string) => QuestionnaireAnswer['response']) =>
    setValue('answers', Object.fromEntries(questions.map((q) => [q.code, { ...(answers[q.code] ?? { details: '' }), response: answerOf(q.code) }])));
  const errorOf = (code: string) => formState.errors.answers?.[code]?.message;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <ErrorSummary {...summary} />
      <PageHeader heading={t('PersonalDetailsSD.Heading')} note={t('PersonalDetailsSD.Note')} />
      <div style={{ display: 'flex', gap: '1rem', marginBottom: '1rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => answerAll(() => 'YES')}>
          {t('PersonalDetailsSD.YesAll')}
        </Button>
        <Button variant="secondary" onClick={() => answerAll(nothingToDeclareAnswer)}>
          {t('PersonalDetailsSD.NoAll')}
        </Button>
      </div>
      {questionnaireGroups(questions.length).map((group) => {
        const open = !collapsed[group.first];
        const regionId = `questionnaire-group-${group.first}`;
        const title = t('PersonalDetailsSD.Group', { first: group.first, last: group.last });
        return (
          <section key={group.first} aria-label={title}>
            <h2 style={{ fontSize: '1.1rem' }}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={regionId}
                onClick={() => setCollapsed((state) => ({ ...state, [group.first]: open }))}
                className="questionnaire-group-toggle"
                style={{ background: 'none', border: 0, padding: '.5rem 0', minHeight: '44px', font: 'inherit', cursor: 'pointer' }}
              >
                {open ? '▾' : '▸'} {title}
              </button>
            </h2>
            <div id={regionId} hidden={!open}>
              {questions
                .filter((q) => q.position >= group.first && q.position <= group.last)
                .map((question) => (
                  <QuestionItem
                    key={question.code}
                    question={question}
                    answer={answers[question.code] ?? { response: '', details: '' }}
                    error={errorOf(question.code)}
                    onChange={(answer) => setValue(`answers.${question.code}`, answer)}
                  />
                ))}
            </div>
          </section>
        );
      })}
      {anyPnts && <ErrorBanner variant="warning" message={t('PersonalDetailsSD.Warning.PNTS')} />}
      <Controller
        control={control}
        name="sincerityAccepted"
        render={({ field }) => (
          <div className="ui-field">
            <label>
              <input
                type="checkbox"
                name={field.name}
                checked={field.value}
                aria-invalid={formState.errors.sincerityAccepted ? true : undefined}
                aria-describedby={formState.errors.sincerityAccepted ? 'sincerity-error' : undefined}
                onChange={(event) => field.onChange(event.target.checked)}
              />{' '}
              {t('PersonalDetailsSD.Sincerity')}
            </label>
            {formState.errors.sincerityAccepted?.message && (
              <p id="sincerity-error" className="ui-field__error">
                {t(formState.errors.sincerityAccepted.message)}
              </p>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="creditAgencyConsent"
        render={({ field }) => (
          <div className="ui-field">
            <label>
              <input type="checkbox" name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} /> {t('PersonalDetailsSD.CreditAgency')}
            </label>
          </div>
        )}
      />
    </form>
  );
};

export default QuestionnairePage;
