import { Injectable } from '@nestjs/common';
import { questionnaireSubmitted } from '@tenant/contracts';
import type { QuestionnaireAnswer, QuestionnaireQuestion, QuestionnaireResponse, QuestionnaireResponseValue } from '@tenant/contracts';
import { nothingToDeclareAnswer, questionsAskedIn, type Region } from '@tenant/domain';
import type { AccessTokenClaims } from '@tenant/server-kit';
import type { QuestionnaireSubmitInput } from '@tenant/validation';
import { ApplicationAccessService } from '../applications/application-access.service.js';
import { QuestionnaireRepository } from '../repositories/questionnaire.repository.js';

/** The self-disclosure questionnaire (spec 1§2, 1§4, 1§5): questions as data, complete answers only. */
@Injectable()
export class QuestionnaireService {
  constructor(
    private readonly access: ApplicationAccessService,
    private readonly questionnaire: QuestionnaireRepository,
  ) {}

  /** The questions asked in `market`, read through `questionnaire`: the pool's outside a unit of work, the transaction's inside one. */
  async questions(market: Region, questionnaire = this.questionnaire): Promise<QuestionnaireQuestion[]> {
    const rows = await questionnaire.questions();
    return questionsAskedIn(
      rows.map(({ position, code, key, params }) => ({ position, code, key, params })),
      market,
    );
  }

  /** What a submission in `market` must answer: the codes of every question asked there. */
  async questionCodes(market: Region): Promise<string[]> {
    return (await this.questions(market)).map((q) => q.code);
  }

  /** The questions and what this application answered before. */
  stateOf(caller: AccessTokenClaims, applicationId: string, market: Region): Promise<Omit<QuestionnaireResponse, 'success'>> {
    return this.access.withApplication(caller, applicationId, async (application, tx) => {
      const questionnaire = tx.get(QuestionnaireRepository);
      const questions = await this.questions(market, questionnaire);
      const answers = await questionnaire.answersOf(application.id);
      const submission = await questionnaire.submissionOf(application.id);
      return {
        questions,
        answers: answers.filter((a) => questions.some((q) => q.code === a.questionCode)).map((a) => ({ question: a.questionCode, response: a.response as QuestionnaireResponseValue, details: a.details })),
        sincerityAccepted: submission !== null,
        creditAgencyConsent: submission?.creditAgencyConsent ?? false,
      };
    });
  }

  async submit(caller: AccessTokenClaims, applicationId: string, input: QuestionnaireSubmitInput): Promise<void> {
    await this.access.withApplication(caller, applicationId, async (application, tx) => {
      const answers: QuestionnaireAnswer[] = input.questionnaire.map((a) => ({
        question: a.question,
        response: a.response as QuestionnaireResponseValue,
        // details explain an answer with something to declare; nothing to declare carries none
        details: a.response === nothingToDeclareAnswer(a.question) ? '' : a.details,
      }));
      const questionnaire = tx.get(QuestionnaireRepository);
      await questionnaire.replaceAnswers(
        application.id,
        answers.map((a) => ({ questionCode: a.question, response: a.response, details: a.details })),
      );
      const now = new Date();
      await questionnaire.saveSubmission({ applicationId: application.id, sincerityAcceptedAt: now, creditAgencyConsent: input.creditAgencyConsent, submittedAt: now });
      await tx.record(
        questionnaireSubmitted(
          { applicationId: application.id, answers, sincerityAccepted: true, creditAgencyConsent: input.creditAgencyConsent },
          application.id,
        ),
      );
    });
  }
}
