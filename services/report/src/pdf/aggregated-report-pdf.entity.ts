import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PrintedPdfColumns } from './printed-pdf.columns.js';

/** The aggregated PDF of a main report: one per main report, replaced when its set of parts changes. */
@Entity('aggregated_report_pdfs')
export class AggregatedReportPdfEntity extends PrintedPdfColumns {
  @PrimaryColumn({ name: 'main_report_id', type: 'uuid' })
  mainReportId!: string;

  /** the linked reports printed with it (AggregatedParts.key): another set means this PDF is out of date */
  @Column({ name: 'part_report_ids', type: 'text' })
  partReportIds!: string;
}
