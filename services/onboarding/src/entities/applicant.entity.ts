import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A person who signed up; one applicant can have several applications. */
@Entity('applicants')
export class ApplicantEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text', nullable: true })
  mobile!: string | null;

  @Column({ name: 'privacy_policy_consented_at', type: 'timestamptz', nullable: true })
  privacyPolicyConsentedAt!: Date | null;

  @Column({ name: 'marketing_consented', type: 'boolean', default: false })
  marketingConsented!: boolean;

  /** when the marketing consent was last given (a verification applying it): it is kept MARKETING_CONSENT_RETENTION_YEARS */
  @Column({ name: 'marketing_consented_at', type: 'timestamptz', nullable: true })
  marketingConsentedAt!: Date | null;

  @Column({ name: 'data_processing_consented', type: 'boolean', default: false })
  dataProcessingConsented!: boolean;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
