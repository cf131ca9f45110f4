import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A self-disclosure question (spec 1§2), seeded by migration; its text is the translation key with params. */
@Entity('questionnaire_questions')
export class QuestionnaireQuestionEntity {
  @PrimaryColumn({ type: 'integer' })
  position!: number;

  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'jsonb', default: {} })
  params!: Record<string, number>;
}

/** One answer of an application's questionnaire (spec 1§3). */
@Entity('questionnaire_answers')
export class QuestionnaireAnswerEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @PrimaryColumn({ name: 'question_code', type: 'text' })
  questionCode!: string;

  @Column({ type: 'text' })
  response!: string;

  @Column({ type: 'text', default: '' })
  details!: string;
}

/** The waiver and consent that complete an application's questionnaire (spec 1§4). */
@Entity('questionnaire_submissions')
export class QuestionnaireSubmissionEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'sincerity_accepted_at', type: 'timestamptz' })
  sincerityAcceptedAt!: Date;

  @Column({ name: 'credit_agency_consent', type: 'boolean' })
  creditAgencyConsent!: boolean;

  @CreateDateColumn({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}
