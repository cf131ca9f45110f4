import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The aggregated PDF of a main report: one per main report, replaced when its set of parts changes. */
@Entity('aggregated_report_pdfs')
export class AggregatedReportPdfEntity {
  @PrimaryColumn({ name: 'main_report_id', type: 'uuid' })
  mainReportId!: string;

  /** the linked reports printed with it (partsKey): another set means this PDF is out of date */
  @Column({ name: 'part_report_ids', type: 'text' })
  partReportIds!: string;

  @Column({ name: 'certificate_id', type: 'uuid' })
  certificateId!: string;

  @Column({ type: 'bytea' })
  pdf!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
