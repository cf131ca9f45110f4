import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the checks need to know about one person in one application, from onboarding's events
 * (applicant/registered, applicant/personalDetailsSubmitted, household/submitted,
 * household/incomeDetailsSubmitted). An invited person uploading into someone else's application has
 * their own row (or rows of their own application): see ApplicantProfilesRepository.factsOf.
 */
@Entity('applicant_profiles')
export class ApplicantProfileEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @PrimaryColumn({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'fiscal_code', type: 'text', nullable: true })
  fiscalCode!: string | null;

  /** ISO yyyy-mm-dd */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth!: string | null;

  @Column({ name: 'place_of_birth', type: 'text', nullable: true })
  placeOfBirth!: string | null;

  @Column({ name: 'nationality', type: 'text', nullable: true })
  nationality!: string | null;

  @Column({ name: 'employment_status', type: 'text', nullable: true })
  employmentStatus!: string | null;

  @Column({ name: 'type_of_contract', type: 'text', nullable: true })
  typeOfContract!: string | null;

  @Column({ name: 'paychecks_per_year', type: 'integer', nullable: true })
  paychecksPerYear!: number | null;

  /** the declared other-income options; null until the question was answered, [] for none */
  @Column({ name: 'other_incomes', type: 'text', array: true, nullable: true })
  otherIncomes!: string[] | null;

  /** euro cents; null when not declared */
  @Column({ name: 'declared_rent', type: 'integer', nullable: true })
  declaredRent!: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
