import type { Psd2RequisitionStatus } from '@tenant/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The applicant's consent at one bank through the PSD2 provider (spec 2§4 Bank connection): a requisition, then a session. */
@Entity('psd2_requisitions')
export class Psd2RequisitionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  /** the adapter that holds the session (enable-banking, …) */
  @Column({ type: 'text' })
  provider!: string;

  /** the bank list item's metadata.id: COUNTRY:ASPSP name */
  @Column({ name: 'institution_id', type: 'text' })
  institutionId!: string;

  /** the bank registry's entry (statements are checked against it) */
  @Column({ name: 'bank_id', type: 'text', nullable: true })
  bankId!: string | null;

  @Column({ type: 'text' })
  status!: Psd2RequisitionStatus;

  /** the redirect's state: unguessable, names this requisition on the way back */
  @Column({ name: 'state_token', type: 'text' })
  stateToken!: string;

  @Column({ name: 'authorisation_id', type: 'text', nullable: true })
  authorisationId!: string | null;

  @Column({ type: 'text', nullable: true })
  link!: string | null;

  /** the consent page is good until then; a requisition still waiting afterwards has expired */
  @Column({ name: 'link_expires_at', type: 'timestamptz' })
  linkExpiresAt!: Date;

  @Column({ name: 'session_id', type: 'text', nullable: true })
  sessionId!: string | null;

  /** the consent's end: the accounts may be read until then */
  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil!: Date | null;

  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** the provider's error code when the consent failed */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'text' })
  language!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
