import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issued means fixed (README "Versions"): a report row is a draft until it is issued; an issued row
 * gets its version number, the declaration it was issued under and its validity, and is superseded
 * (never changed) when a newer version is issued. Reports completed before this migration were each
 * issued when they were mailed or completed: they become versions 1..n in the order they were made.
 */
export class AddReportVersions1700000020100 implements MigrationInterface {
  name = 'AddReportVersions1700000020100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE report_documents
        ADD COLUMN version integer,
        ADD COLUMN issued_at timestamptz,
        ADD COLUMN declared_at timestamptz,
        ADD COLUMN valid_until timestamptz,
        ADD COLUMN superseded_at timestamptz,
        ADD COLUMN superseded_by uuid`);
    await queryRunner.query(`
      WITH issued AS (
        SELECT document.report_id, document.created_at,
               row_number() OVER (PARTITION BY document.application_id ORDER BY document.created_at, document.report_id) AS version,
               lead(document.report_id) OVER (PARTITION BY document.application_id ORDER BY document.created_at, document.report_id) AS next_id,
               lead(document.created_at) OVER (PARTITION BY document.application_id ORDER BY document.created_at, document.report_id) AS next_at
          FROM report_documents document
         WHERE document.report_id IN (SELECT completed_report_id FROM report_builds WHERE completed_report_id IS NOT NULL)
            OR document.report_id IN (SELECT report_id FROM report_mailings)
      )
      UPDATE report_documents document
         SET version = issued.version, issued_at = issued.created_at,
             valid_until = (document.report -> 'personal_details' ->> 'valid_until')::timestamptz,
             superseded_by = issued.next_id, superseded_at = issued.next_at
        FROM issued WHERE issued.report_id = document.report_id`);
    await queryRunner.query('CREATE UNIQUE INDEX report_documents_version_idx ON report_documents (application_id, version) WHERE version IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX report_documents_version_idx');
    await queryRunner.query(
      'ALTER TABLE report_documents DROP COLUMN version, DROP COLUMN issued_at, DROP COLUMN declared_at, DROP COLUMN valid_until, DROP COLUMN superseded_at, DROP COLUMN superseded_by',
    );
  }
}
