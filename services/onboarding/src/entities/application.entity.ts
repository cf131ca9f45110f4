import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ApplicantEntity } from './applicant.entity.js';

@Entity('applications')
export class ApplicationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @ManyToOne(() => ApplicantEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicant_id' })
  applicant?: ApplicantEntity;

  @Column({ name: 'application_type', type: 'text' })
  applicationType!: string;

  @Column({ name: 'applicant_role', type: 'text' })
  applicantRole!: string;

  @Column({ name: 'employment_status', type: 'text', nullable: true })
  employmentStatus!: string | null;

  @Column({ name: 'listing_id', type: 'text', nullable: true })
  listingId!: string | null;

  @Column({ type: 'integer', default: -1 })
  step!: number;

  @Column({ name: 'step_router', type: 'text', nullable: true })
  stepRouter!: string | null;

  @Column({ name: 'hide_nav', type: 'boolean', default: false })
  hideNav!: boolean;

  /** the inviting application this one belongs to (co-applicant or guarantor) */
  @Column({ name: 'linked_application_id', type: 'uuid', nullable: true })
  linkedApplicationId!: string | null;

  @Column({ name: 'invitation_id', type: 'uuid', nullable: true })
  invitationId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** created, a step saved, its report completed: its contract data is kept CONTRACT_DATA_RETENTION_MONTHS after this */
  @Column({ name: 'last_activity_at', type: 'timestamptz', default: () => 'now()' })
  lastActivityAt!: Date;
}
