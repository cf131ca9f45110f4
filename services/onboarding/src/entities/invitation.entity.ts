import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An invitation to join an application as co-applicant or guarantor; usable once (spec 1§4). */
@Entity('invitations')
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  code!: string;

  @Column({ name: 'applicant_role', type: 'text' })
  applicantRole!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** the inviting application */
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @CreateDateColumn({ name: 'invited_at', type: 'timestamptz' })
  invitedAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
