import { Column, CreateDateColumn } from 'typeorm';

/** What every stored PDF keeps: its bytes (bytea, like the other services' stored files) and the certificate its QR code carries. */
export abstract class PrintedPdfColumns {
  /** the certificate whose QR code the PDF carries */
  @Column({ name: 'certificate_id', type: 'uuid' })
  certificateId!: string;

  @Column({ type: 'bytea' })
  pdf!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
