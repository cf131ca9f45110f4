import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Read model of applicants, built from applicant/registered events (the report never reads onboarding's tables). */
@Entity('applicants')
export class ReportApplicantEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  email!: string;

  /** the language the applicant signed up in: their e-mails' language (null for applicants registered before it was known) */
  @Column({ type: 'text', nullable: true })
  lang!: string | null;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
