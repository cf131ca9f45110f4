import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An applicant's personal details in one application (spec 1§3 Personal details). */
@Entity('personal_details')
export class PersonalDetailsEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @PrimaryColumn({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ name: 'fiscal_code', type: 'text', nullable: true })
  fiscalCode!: string | null;

  @Column({ type: 'text', nullable: true })
  nationality!: string | null;

  /** ISO yyyy-mm-dd */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth!: string | null;

  @Column({ name: 'place_of_birth', type: 'text', nullable: true })
  placeOfBirth!: string | null;

  @Column({ type: 'text', nullable: true })
  country!: string | null;

  @Column({ type: 'text', nullable: true })
  street!: string | null;

  @Column({ name: 'house_num', type: 'text', nullable: true })
  houseNum!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  postcode!: string | null;

  @Column({ type: 'text', nullable: true })
  province!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: 'sub_step', type: 'smallint', default: 1 })
  subStep!: number;

  /** 'adults,minors' from POST /v1/personal-details/submit */
  @Column({ name: 'household_members_count', type: 'text', nullable: true })
  householdMembersCount!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
