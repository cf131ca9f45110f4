import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A verified summary the applicant shared (spec 2§1: only with consent): what, with whom and when. */
@Entity('report_shares')
export class ReportShareEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'report_id', type: 'uuid' })
  reportId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** the certificate whose verification link the recipient got; withdrawing the share revokes it */
  @Column({ name: 'certificate_id', type: 'uuid' })
  certificateId!: string;

  /** the applicant (user id) who consented */
  @Column({ name: 'shared_by', type: 'uuid' })
  sharedBy!: string;

  @Column({ name: 'recipient_email', type: 'text' })
  recipientEmail!: string;

  @Column({ name: 'recipient_name', type: 'text', nullable: true })
  recipientName!: string | null;

  /** the applicant chose to show exact figures, not only bands */
  @Column({ name: 'disclose_figures', type: 'boolean' })
  discloseFigures!: boolean;

  /** the language of the e-mail to the recipient */
  @Column({ type: 'text' })
  lang!: string;

  @Column({ name: 'shared_at', type: 'timestamptz' })
  sharedAt!: Date;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
