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

  /** the report whose PDF carries this certificate's QR code */
  @Column({ name: 'report_id', type: 'uuid', nullable: true })
  reportId!: string | null;

  /** the language of that PDF: the short link opens the verify page in it */
  @Column({ type: 'text', nullable: true })
  lang!: string | null;

  /** set when the applicant withdraws the report: the QR code stops verifying */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
