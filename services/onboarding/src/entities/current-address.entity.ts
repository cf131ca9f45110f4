import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Where the applicant lives now (spec 1§2 Current address; User current_*). */
@Entity('current_addresses')
export class CurrentAddressEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @PrimaryColumn({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ type: 'text' })
  country!: string;

  @Column({ type: 'text' })
  street!: string;

  @Column({ name: 'house_num', type: 'text' })
  houseNum!: string;

  @Column({ type: 'text' })
  postcode!: string;

  @Column({ type: 'text' })
  city!: string;

  @Column({ type: 'text', nullable: true })
  province!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
