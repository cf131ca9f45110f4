import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A report e-mailed to its applicant: claimed, then marked sent, so a redelivered report/completed mails nothing more. */
@Entity('report_mailings')
export class ReportMailingEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'text' })
  recipient!: string;

  @Column({ type: 'text' })
  lang!: string;

  /** when a delivery of the event took it on; a claim never mailed is taken over after MAILING_CLAIM_MINUTES */
  @Column({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;
}
