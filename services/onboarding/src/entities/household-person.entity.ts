import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type HouseholdPersonKind = 'member' | 'guarantor';

/** A household member or a guarantor named on the additional-details step (spec 1§3). */
@Entity('household_people')
export class HouseholdPersonEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'text' })
  kind!: HouseholdPersonKind;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  fullname!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** dd/mm/yyyy; guarantors have none */
  @Column({ name: 'date_of_birth', type: 'text', nullable: true })
  dateOfBirth!: string | null;

  @Column({ type: 'text' })
  relationship!: string;

  @Column({ type: 'text' })
  role!: string;

  /** co-applicants with an e-mail and guarantors are invited */
  @Column({ name: 'invitation_id', type: 'uuid', nullable: true })
  invitationId!: string | null;

  @Column({ name: 'invitation_mailed_at', type: 'timestamptz', nullable: true })
  invitationMailedAt!: Date | null;
}
