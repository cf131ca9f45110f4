import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a link token is for: a token of one purpose never opens anything else. */
export type ResumeLinkPurpose = 'resume';

/**
 * A continue-later link (issue 22): the URL carries only a random token, stored here as its hash with
 * the application it reopens, the address it was mailed to, one purpose and an expiry.
 */
@Entity('resume_links')
export class ResumeLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ type: 'text', default: 'resume' })
  purpose!: ResumeLinkPurpose;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** the address the link was mailed to: the owner's, or an invited person's own */
  @Column({ type: 'text' })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
