import { Entity, PrimaryColumn } from 'typeorm';
import { PrintedPdfColumns } from './printed-pdf.columns.js';

/** A report's PDF, as bytea (like the other services' stored files; object storage behind the same shape later). */
@Entity('report_pdfs')
export class ReportPdfEntity extends PrintedPdfColumns {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId!: string;
}
