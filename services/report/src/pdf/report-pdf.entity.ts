import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A report's PDF, as bytea (like the other services' stored files; object storage behind the same shape later). */
@Entity('report_pdfs')
export class ReportPdfEntity {
  @PrimaryColumn({ name: 'report_id', type: 'uuid' })
  reportId!: string;

  /** the certificate whose QR code the PDF carries */
  @Column({ name: 'certificate_id', type: 'uuid' })
  certificateId!: string;

  @Column({ type: 'bytea' })
  pdf!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
