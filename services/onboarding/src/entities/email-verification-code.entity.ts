import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What sign-up keeps until the e-mail is verified; only then does it touch the applicant's record. */
export interface PendingProfile {
  firstName: string;
  lastName: string;
  mobile: string | null;
  privacyPolicyConsented: boolean;
  marketingConsented: boolean;
  dataProcessingConsented: boolean;
}

/** What a code is for: a code of one purpose never passes as the other's (1700000015000). */
export type EmailCodePurpose = 'sign-up' | 'reviewer-login';

/** A one-time e-mail code (spec 1§4): stored as a keyed hash, single use, limited tries and lifetime. */
@Entity('email_verification_codes')
export class EmailVerificationCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash!: string;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @Column({ type: 'text' })
  lang!: string;

  @Column({ name: 'pending_profile', type: 'jsonb', nullable: true })
  pendingProfile!: PendingProfile | null;

  /** issued for a partner-signed applicant: usable only together with that partner's signature */
  @Column({ name: 'partner_signed', type: 'boolean', default: false })
  partnerSigned!: boolean;

  @Column({ type: 'text', default: 'sign-up' })
  purpose!: EmailCodePurpose;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** its mail did not go out: it does not count as sent for the resend wait */
  @Column({ name: 'mail_failed', type: 'boolean', default: false })
  mailFailed!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;
}
