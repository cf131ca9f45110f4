import type { Report } from '@tenant/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A finished report as the result step and the PDF show it (spec 2§3 Report). */
@Entity('report_documents')
export class ReportDocumentEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'jsonb' })
  report!: Report;

  /** still hidden from the applicant while checks run (spec 2§8 Results.Error.HideReport) */
  @Column({ name: 'hide_report', type: 'boolean', default: false })
  hideReport!: boolean;

  /** the rental-pass partner's applicants: the content goes to the partner only (spec 2§6) */
  @Column({ name: 'content_withheld', type: 'boolean', default: false })
  contentWithheld!: boolean;

  /** when the applicant withdrew the report: its certificates stop verifying and it can no longer be shared */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  /** 1, 2, … once issued (paid and declared); null while a draft (README "Versions") */
  @Column({ type: 'integer', nullable: true })
  version!: number | null;

  @Column({ name: 'issued_at', type: 'timestamptz', nullable: true })
  issuedAt!: Date | null;

  /** the declaration of veridicity this version was issued under (null for rapid, which has none) */
  @Column({ name: 'declared_at', type: 'timestamptz', nullable: true })
  declaredAt!: Date | null;

  /** the end of the paid period: every version of one payment ends with the first one's validity */
  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil!: Date | null;

  /** when a newer version was issued, and which one: this version stays as it was, and says so */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;

  @Column({ name: 'superseded_by', type: 'uuid', nullable: true })
  supersededBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
