import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { QuestionnaireAnswerEntity, QuestionnaireQuestionEntity, QuestionnaireSubmissionEntity } from '../entities/questionnaire.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** Queries on the questionnaire: the seeded questions and an application's answers and submission. */
@Injectable()
export class QuestionnaireRepository {
  constructor(@InjectEntityManager(ONBOARDING_DATABASE) private readonly manager: EntityManager) {}

  questions(): Promise<QuestionnaireQuestionEntity[]> {
    return this.manager.find(QuestionnaireQuestionEntity, { order: { position: 'ASC' } });
  }

  answersOf(applicationId: string): Promise<QuestionnaireAnswerEntity[]> {
    return this.manager.findBy(QuestionnaireAnswerEntity, { applicationId });
  }

  submissionOf(applicationId: string): Promise<QuestionnaireSubmissionEntity | null> {
    return this.manager.findOneBy(QuestionnaireSubmissionEntity, { applicationId });
  }

  async replaceAnswers(applicationId: string, answers: Omit<QuestionnaireAnswerEntity, 'applicationId'>[]): Promise<void> {
    await this.manager.delete(QuestionnaireAnswerEntity, { applicationId });
    await this.manager.insert(
      QuestionnaireAnswerEntity,
      answers.map((answer) => ({ applicationId, ...answer })),
    );
  }

  async saveSubmission(submission: QuestionnaireSubmissionEntity): Promise<void> {
    await this.manager.upsert(QuestionnaireSubmissionEntity, submission, ['applicationId']);
  }
}
