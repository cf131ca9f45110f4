import type { DocumentExtraction, DocumentFinding, DocumentStatus, DocumentType, ParseStatus, StatementFigures } from '@tenant/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NormalisedStatement } from '../statements/statement-types.js';

/** An uploaded document of an application (spec 2§3 Uploaded document); its bytes are behind the storage port. */
@Entity('documents')
export class DocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** who uploaded it (the owner or an invited person) */
  @Column({ name: 'applicant_id', type: 'uuid' })
  applicantId!: string;

  @Column({ type: 'text' })
  type!: DocumentType;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'id_type', type: 'text', nullable: true })
  idType!: string | null;

  @Column({ type: 'text', nullable: true })
  side!: string | null;

  @Column({ name: 'mime_type', type: 'text' })
  mimeType!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text' })
  sha256!: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  /** bank statements: the chosen bank (abi 00000: not in the list) */
  @Column({ name: 'bank_code', type: 'text', nullable: true })
  bankCode!: string | null;

  @Column({ name: 'bank_name', type: 'text', nullable: true })
  bankName!: string | null;

  @Column({ type: 'text' })
  status!: DocumentStatus;

  @Column({ name: 'parse_status', type: 'text' })
  parseStatus!: ParseStatus;

  @Column({ name: 'parse_job_id', type: 'text', nullable: true })
  parseJobId!: string | null;

  /** how many times a worker started parsing it (the last allowed try that fails makes it 'could not be read') */
  @Column({ name: 'parse_attempts', type: 'integer', default: 0 })
  parseAttempts!: number;

  /** beaten by the worker while it parses; null while queued. Old: the worker is gone (ParseJobsService) */
  @Column({ name: 'parse_heartbeat_at', type: 'timestamptz', nullable: true })
  parseHeartbeatAt!: Date | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  findings!: DocumentFinding[];

  @Column({ type: 'jsonb', nullable: true })
  figures!: StatementFigures | null;

  /** the normalised statement, for the checks across statements (coverage, duplicates) */
  @Column({ type: 'jsonb', nullable: true })
  statement!: NormalisedStatement | null;

  /** what the document's reader extracted (documents other than statements), by kind */
  @Column({ type: 'jsonb', nullable: true })
  extraction!: DocumentExtraction | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'parsed_at', type: 'timestamptz', nullable: true })
  parsedAt!: Date | null;
}
