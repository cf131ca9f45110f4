import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { questionnaireSubmitted } from '@tenant/contracts';
import type { QuestionnaireAnswer, QuestionnaireQuestion, QuestionnaireResponse, QuestionnaireResponseValue } from '@tenant/contracts';
import { Outbox, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { questionnaireSubmitSchema } from '@tenant/validation';
import type { DataSource } from 'typeorm';
import { QuestionnaireAnswerEntity, QuestionnaireQuestionEntity, QuestionnaireSubmissionEntity } from '../entities/questionnaire.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationAccessService } from './application-access.service.js';

/** The self-disclosure questionnaire (spec 1§2, 1§4, 1§5): questions as data, complete answers only. */
@Injectable()
export class QuestionnaireService {
  constructor(
    @InjectDataSource(ONBOARDING_DATABASE) private readonly dataSource: DataSource,
    private readonly access: ApplicationAccessService,
    private readonly outbox: Outbox,
  ) {}

  async questions(): Promise<QuestionnaireQuestion[]> {
    const rows = await this.dataSource.getRepository(QuestionnaireQuestionEntity).find({ order: { position: 'ASC' } });
    return rows.map(({ position, code, key, params }) => ({ position, code, key, params }));
  }

  /** The questions and what this application answered before. */
  async stateOf(caller: AccessTokenClaims, applicationId: string): Promise<Omit<QuestionnaireResponse, 'success'>> {
    const application = await this.access.requireAccess(caller, applicationId);
    const [questions, answers, submission] = await Promise.all([
      this.questions(),
      this.dataSource.getRepository(QuestionnaireAnswerEntity).findBy({ applicationId: application.id }),
      this.dataSource.getRepository(QuestionnaireSubmissionEntity).findOneBy({ applicationId: application.id }),
    ]);
    return {
      questions,
      answers: answers.map((a) => ({ question: a.questionCode, response: a.response as QuestionnaireResponseValue, details: a.details })),
      sincerityAccepted: submission !== null,
      creditAgencyConsent: submission?.creditAgencyConsent ?? false,
    };
  }

  async submit(caller: AccessTokenClaims, applicationId: string, body: unknown): Promise<void> {
    const questionCodes = (await this.questions()).map((q) => q.code);
    const input = validateRequest(questionnaireSubmitSchema, body ?? {}, 'body', { questionCodes });
    await this.dataSource.transaction(async (manager) => {
      const application = await this.access.requireAccess(caller, applicationId, manager, 'owner');
      const answers: QuestionnaireAnswer[] = input.questionnaire.map((a) => ({
        question: a.question,
        response: a.response as QuestionnaireResponseValue,
        // details explain a Yes or a refusal; a plain No carries none
        details: a.response === 'NO' ? '' : a.details,
      }));
      await manager.delete(QuestionnaireAnswerEntity, { applicationId: application.id });
      await manager.insert(
        QuestionnaireAnswerEntity,
        answers.map((a) => ({ applicationId: application.id, questionCode: a.question, response: a.response, details: a.details })),
      );
      await manager.upsert(
        QuestionnaireSubmissionEntity,
        { applicationId: application.id, sincerityAcceptedAt: new Date(), creditAgencyConsent: input.creditAgencyConsent, submittedAt: new Date() },
        ['applicationId'],
      );
      await this.outbox.record(
        manager,
        questionnaireSubmitted(
          { applicationId: application.id, answers, sincerityAccepted: true, creditAgencyConsent: input.creditAgencyConsent },
          application.id,
        ),
      );
    });
  }
}
