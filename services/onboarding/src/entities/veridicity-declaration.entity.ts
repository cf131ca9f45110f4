import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One declaration of veridicity (spec 2§2 Confirmation), kept as evidence: who declared, with which name
 * and in which language the text was shown, when, and from which client address. Never updated: a new
 * declaration is a new row.
 */
@Entity('veridicity_declarations')
export class VeridicityDeclarationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  /** the name the declaration showed; null when none was known (the text's default name) */
  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName!: string | null;

  @Column({ type: 'text' })
  lang!: string;

  /** the client's address as the proxy settings let the service see it (TRUST_PROXY) */
  @Column({ name: 'client_ip', type: 'inet', nullable: true })
  clientIp!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'declared_at', type: 'timestamptz' })
  declaredAt!: Date;
}
