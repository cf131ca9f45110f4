import { APPLICATION_ACCESS_TABLE } from '@tenant/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The finished reports (their JSON, as the result step and the PDF show them), their PDFs, who may
 * open an application (from onboarding's application/accessChanged), and certificates that name
 * their report and language and can be withdrawn.
 */
export class CreateReportDocumentsAndPdfs1700000005000 implements MigrationInterface {
  name = 'CreateReportDocumentsAndPdfs1700000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(APPLICATION_ACCESS_TABLE);
    await queryRunner.query(`
      CREATE TABLE report_documents (
        report_id uuid PRIMARY KEY,
        application_id uuid NOT NULL,
        report jsonb NOT NULL,
        hide_report boolean NOT NULL DEFAULT false,
        content_withheld boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX report_documents_application_idx ON report_documents (application_id, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE report_pdfs (
        report_id uuid PRIMARY KEY REFERENCES report_documents (report_id) ON DELETE CASCADE,
        certificate_id uuid NOT NULL,
        pdf bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('ALTER TABLE certificates ADD COLUMN report_id uuid, ADD COLUMN lang text, ADD COLUMN revoked_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE certificates DROP COLUMN report_id, DROP COLUMN lang, DROP COLUMN revoked_at');
    await queryRunner.query('DROP TABLE report_pdfs');
    await queryRunner.query('DROP TABLE report_documents');
    await queryRunner.query('DROP TABLE application_access');
  }
}
