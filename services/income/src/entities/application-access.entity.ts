import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Who may open an application: the income service's copy of onboarding's application/accessChanged. */
@Entity('application_access')
export class ApplicationAccessEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'owner_applicant_id', type: 'uuid' })
  ownerApplicantId!: string;

  /** lower-case e-mails invited to the application */
  @Column({ name: 'invited_emails', type: 'text', array: true })
  invitedEmails!: string[];

  /** occurredAt of the event this copy comes from: an older event never overwrites a newer one */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  /** rapid: when the applicant finished uploading (GET set-upload-done-time) */
  @Column({ name: 'upload_done_at', type: 'timestamptz', nullable: true })
  uploadDoneAt!: Date | null;
}
