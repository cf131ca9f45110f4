import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A partner company: branding of its listings, and its keys for signed partner links. */
@Entity('companies')
export class CompanyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'partner_uuid', type: 'uuid' })
  partnerUuid!: string;

  @Column({ name: 'partner_id', type: 'text', nullable: true })
  partnerId!: string | null;

  @Column({ name: 'signing_secret', type: 'text', nullable: true, select: false })
  signingSecret!: string | null;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ name: 'logo_file', type: 'text', nullable: true })
  logoFile!: string | null;

  @Column({ name: 'visual_primary_color', type: 'text', nullable: true })
  visualPrimaryColor!: string | null;

  @Column({ name: 'visual_secondary_color', type: 'text', nullable: true })
  visualSecondaryColor!: string | null;

  @Column({ name: 'visual_background_color', type: 'text', nullable: true })
  visualBackgroundColor!: string | null;

  @Column({ name: 'visual_header_color', type: 'text', nullable: true })
  visualHeaderColor!: string | null;

  @Column({ name: 'terms_url', type: 'text', nullable: true })
  termsUrl!: string | null;

  @Column({ name: 'privacy_url', type: 'text', nullable: true })
  privacyUrl!: string | null;

  /** the company pays every report of its listings: its applicants skip the payment step */
  @Column({ name: 'pays_reports', type: 'boolean', default: false })
  paysReports!: boolean;

  /** the rental-pass partner (spec 2§6): its applicants pay through its own Stripe key set */
  @Column({ name: 'rental_pass_partner', type: 'boolean', default: false })
  rentalPassPartner!: boolean;

  /** its staff's e-mail domains (spec 2§6 organisation users); published to the payment service by company/emailDomainsSet */
  @Column({ name: 'email_domains', type: 'text', array: true, default: () => "'{}'" })
  emailDomains!: string[];
}
