import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type IdentityVerificationStatus = 'pending' | 'verified' | 'failed';

/** One identification at the provider (spec 1§4 Identity verification): pending until it is verified or failed. */
@Entity('identity_verifications')
export class IdentityVerificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ name: 'provider_ident_id', type: 'text' })
  providerIdentId!: string;

  @Column({ name: 'verification_url', type: 'text' })
  verificationUrl!: string;

  @Column({ type: 'text' })
  status!: IdentityVerificationStatus;

  /** webid, psd2 or the provider's name of another method */
  @Column({ type: 'text', nullable: true })
  method!: string | null;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
