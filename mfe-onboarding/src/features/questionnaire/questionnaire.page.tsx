import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiError } from '@tenant/api-client';
import { selectRoute, useStepContinue } from '@tenant/bus';
import type { QuestionnaireAnswer, StepSaveResult } from '@tenant/contracts';
import { questionnaireGroups } from '@tenant/domain';
import { Button, ErrorBanner, PageHeader, Spinner } from '@tenant/ui';
import { useGetQuestionnaireQuery, useSubmitQuestionnaireMutation } from './api/questionnaire-api.js';
import { QuestionItem } from './components/question-item.js';
import { formFromSaved, toRequest, validateQuestionnaire, type QuestionnaireErrors, type QuestionnaireForm } from './schema.js';

const STEP = 'questionnaire';

/**
 * The self-disclosure questionnaire (spec 1§2, 1§4, 1§5): collapsible groups of questions served by the
 * service, Yes/No for all, the sincerity waiver and the credit-agency consent; a PNTS answer warns.
 */
const QuestionnairePage = () => {
  const { t, i18n } = useTranslation('household');
  const route = useSelector(selectRoute);
  const { data, isLoading, isError, refetch } = useGetQuestionnaireQuery(route.applicationId ?? '', { skip: !route.applicationId });
  const questions = data?.questions ?? [];
  const { control, watch, getValues, setValue, reset } = useForm<QuestionnaireForm>({ defaultValues: { answers: {}, sincerityAccepted: false, creditAgencyConsent: false } });
  const [errors, setErrors] = useState<QuestionnaireErrors>({});
  const [collapsed, setCollapsed] = useState<Record<number, boolean>>({});
  const [submit] = useSubmitQuestionnaireMutation();

  useEffect(() => {
    if (data?.success) reset(formFromSaved(data));
  }, [data, reset]);


  const save = async (): Promise<StepSaveResult> => {
    const form = getValues();
    const found = validateQuestionnaire(questions, form);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      setCollapsed({}); // every problem is in sight
      return { success: false, message: t(first) };
    }
    try {
      const answer = await submit(toRequest(questions, form)).unwrap();
      return { success: true, message: answer.message };
    } catch (error) {
      const failure = (error as ApiError).message;
      return { success: false, message: failure && i18n.exists(failure, { ns: 'household' }) ? t(failure) : failure };
    }
  };
  useStepContinue(STEP, save, questions.length > 0);

  if (isLoading) return <Spinner label={t('AdditionalDetails.Loading')} />;
  if (isError) return <ErrorBanner message={t('PersonalDetailsSD.LoadError')} onRetry={() => void refetch()} retryLabel={t('AdditionalDetails.Retry')} />;

  const answers = watch('answers');
  const anyPnts = Object.values(answers).some((a) => a.response === 'PNTS');
  const answerAll = (response: QuestionnaireAnswer['response']) =>
    setValue('answers', Object.fromEntries(questions.map((q) => [q.code, { ...(answers[q.code] ?? { details: '' }), response }])));

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <PageHeader heading={t('PersonalDetailsSD.Heading')} note={t('PersonalDetailsSD.Note')} />
      <div style={{ display: 'flex', gap: '1rem', marginBottom: '1rem' }}>
        <Button variant="secondary" onClick={() => answerAll('YES')}>
          {t('PersonalDetailsSD.YesAll')}
        </Button>
        <Button variant="secondary" onClick={() => answerAll('NO')}>
          {t('PersonalDetailsSD.NoAll')}
        </Button>
      </div>
      {errors.questionnaire && <ErrorBanner message={t(errors.questionnaire)} />}
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
                style={{ background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' }}
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
                    error={errors[question.code]}
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
                checked={field.value}
                aria-invalid={errors.sincerityAccepted ? true : undefined}
                aria-describedby={errors.sincerityAccepted ? 'sincerity-error' : undefined}
                onChange={(event) => field.onChange(event.target.checked)}
              />{' '}
              {t('PersonalDetailsSD.Sincerity')}
            </label>
            {errors.sincerityAccepted && (
              <p id="sincerity-error" className="ui-field__error">
                {t(errors.sincerityAccepted)}
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
              <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} /> {t('PersonalDetailsSD.CreditAgency')}
            </label>
          </div>
        )}
      />
    </form>
  );
};

export default QuestionnairePage;
