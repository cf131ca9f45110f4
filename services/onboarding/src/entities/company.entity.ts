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
}
