import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the checks need to know about an application's applicant, from onboarding's events
 * (applicant/registered, applicant/personalDetailsSubmitted, household/submitted), plus the rapid
 * flow's upload-done time.
 */
@Entity('applicant_profiles')
export class ApplicantProfileEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'fiscal_code', type: 'text', nullable: true })
  fiscalCode!: string | null;

  @Column({ name: 'employment_status', type: 'text', nullable: true })
  employmentStatus!: string | null;

  /** euro cents; null when not declared */
  @Column({ name: 'declared_rent', type: 'integer', nullable: true })
  declaredRent!: number | null;

  @Column({ name: 'upload_done_at', type: 'timestamptz', nullable: true })
  uploadDoneAt!: Date | null;
}
