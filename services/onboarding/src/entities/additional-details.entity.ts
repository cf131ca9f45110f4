import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** numeric columns come back from pg as strings; the API speaks numbers */
const money = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** The additional details of an application (spec 1§3); saved by three calls, so every column may be empty at first. */
@Entity('additional_details')
export class AdditionalDetailsEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'employment_status', type: 'text', nullable: true })
  employmentStatus!: string | null;

  @Column({ name: 'household_members_count', type: 'text', nullable: true })
  householdMembersCount!: string | null;

  @Column({ name: 'has_income', type: 'boolean', default: false })
  hasIncome!: boolean;

  @Column({ name: 'has_pets', type: 'boolean', default: false })
  hasPets!: boolean;

  @Column({ name: 'pets_details', type: 'text', default: '' })
  petsDetails!: string;

  @Column({ name: 'accessible_house', type: 'boolean', default: false })
  accessibleHouse!: boolean;

  @Column({ name: 'living_situation', type: 'text', nullable: true })
  livingSituation!: string | null;

  @Column({ name: 'current_rent', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: money })
  currentRent!: number | null;

  @Column({ name: 'current_deposit', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: money })
  currentDeposit!: number | null;

  @Column({ name: 'rent_arrears', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: money })
  rentArrears!: number | null;

  @Column({ name: 'rent_arrears_explanation', type: 'text', default: '' })
  rentArrearsExplanation!: string;

  @Column({ name: 'landlord_name', type: 'text', default: '' })
  landlordName!: string;

  /** dd/mm/yyyy as entered */
  @Column({ name: 'tenancy_start_date', type: 'text', default: '' })
  tenancyStartDate!: string;

  @Column({ name: 'tenancy_end_date', type: 'text', default: '' })
  tenancyEndDate!: string;

  @Column({ name: 'extra_tenancy_info', type: 'text', default: '' })
  extraTenancyInfo!: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'type_of_contract', type: 'text', nullable: true })
  typeOfContract!: string | null;

  @Column({ name: 'paychecks_per_year', type: 'integer', nullable: true })
  paychecksPerYear!: number | null;

  /** comma-joined options */
  @Column({ name: 'other_incomes', type: 'text', default: '' })
  otherIncomes!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
