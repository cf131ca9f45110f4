import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A company's staff e-mail domains (company/emailDomainsSet): a domain taken away ends its reviewers' sessions. */
@Entity('company_email_domains')
export class CompanyEmailDomainsEntity {
  @PrimaryColumn({ name: 'company_id', type: 'text' })
  companyId!: string;

  /** lower case, trimmed */
  @Column({ name: 'email_domains', type: 'text', array: true })
  emailDomains!: string[];

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
