import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The applicant's language (their e-mails'), when a report was withdrawn, the report e-mailed to its applicant (once per report,
 * whatever the event redeliveries), and the verified summaries the applicant shared with landlords or
 * companies: with whom, when, with or without exact figures, under which certificate, withdrawn when.
 */
export class CreateReportMailingsAndShares1700000017000 implements MigrationInterface {
  name = 'CreateReportMailingsAndShares1700000017000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applicants ADD COLUMN lang text');
    await queryRunner.query('ALTER TABLE report_documents ADD COLUMN withdrawn_at timestamptz');
    await queryRunner.query(`
      CREATE TABLE report_mailings (
        report_id uuid PRIMARY KEY REFERENCES report_documents (report_id) ON DELETE CASCADE,
        application_id uuid NOT NULL,
        recipient text NOT NULL,
        lang text NOT NULL,
        claimed_at timestamptz NOT NULL,
        mailed_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE report_shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL REFERENCES report_documents (report_id) ON DELETE CASCADE,
        application_id uuid NOT NULL,
        certificate_id uuid NOT NULL UNIQUE REFERENCES certificates (id) ON DELETE CASCADE,
        shared_by uuid NOT NULL,
        recipient_email text NOT NULL,
        recipient_name text,
        disclose_figures boolean NOT NULL,
        lang text NOT NULL,
        shared_at timestamptz NOT NULL DEFAULT now(),
        mailed_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX report_shares_report_idx ON report_shares (application_id, report_id, shared_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE report_shares');
    await queryRunner.query('DROP TABLE report_mailings');
    await queryRunner.query('ALTER TABLE report_documents DROP COLUMN withdrawn_at');
    await queryRunner.query('ALTER TABLE applicants DROP COLUMN lang');
  }
}
