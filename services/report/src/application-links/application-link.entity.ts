import type { ApplicantRole } from '@tenant/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An invited person's application and the (main) application that invited it. */
@Entity('application_links')
export class ApplicationLinkEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'main_application_id', type: 'uuid' })
  mainApplicationId!: string;

  @Column({ name: 'applicant_role', type: 'text' })
  applicantRole!: ApplicantRole;

  /** when onboarding linked them: an older, redelivered event never overwrites a newer link */
  @Column({ name: 'linked_at', type: 'timestamptz' })
  linkedAt!: Date;
}
