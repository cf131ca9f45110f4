import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The company an application was made to (onboarding's application/companySet): its reviewers see it. */
@Entity('application_companies')
export class ApplicationCompanyEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'company_id', type: 'text' })
  companyId!: string;

  /** when onboarding set it: an older, redelivered event never overwrites a newer one */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
