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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
