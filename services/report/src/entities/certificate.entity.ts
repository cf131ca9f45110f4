import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A verification certificate of a report: what the QR code on the PDF points at (spec 2§3). */
@Entity('certificates')
export class CertificateEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
