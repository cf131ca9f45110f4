import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CompanyEntity } from './company.entity.js';

@Entity('listings')
export class ListingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'listing_uuid', type: 'uuid' })
  listingUuid!: string;

  @Column({ name: 'company_id', type: 'integer', nullable: true })
  companyId!: number | null;

  @ManyToOne(() => CompanyEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  address!: string;

  @Column({ name: 'monthly_rent', type: 'numeric', precision: 10, scale: 2, nullable: true })
  monthlyRent!: string | null;

  /** euros; null when not given */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  deposit!: string | null;

  /** what the current tenant pays, euros; null when not given */
  @Column({ name: 'current_rent', type: 'numeric', precision: 10, scale: 2, nullable: true })
  currentRent!: string | null;

  /** the property's country (ISO alpha-2): the market of its applications; null when not given */
  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ name: 'lan_pays', type: 'boolean', default: false })
  lanPays!: boolean;
}
