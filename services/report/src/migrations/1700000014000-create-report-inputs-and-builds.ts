import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The report's read model of its inputs (report-inputs/README.md): one row of sections per application
 * (each the newest event of its kind, with when it happened), the parsed documents (a deleted one
 * stays as a tombstone so a late documents/parsed cannot bring it back), and the build bookkeeping of
 * the report job (report-builds).
 */
export class CreateReportInputsAndBuilds1700000014000 implements MigrationInterface {
  name = 'CreateReportInputsAndBuilds1700000014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE report_inputs (
        application_id uuid PRIMARY KEY,
        sections jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query(`
      CREATE TABLE report_input_documents (
        document_id uuid PRIMARY KEY,
        application_id uuid NOT NULL,
        document jsonb,
        -- uploaded, its parse not announced yet
        pending boolean NOT NULL DEFAULT false,
        deleted boolean NOT NULL DEFAULT false,
        occurred_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX report_input_documents_application ON report_input_documents (application_id)');
    await queryRunner.query(`
      CREATE TABLE report_builds (
        application_id uuid PRIMARY KEY,
        inputs_version bigint NOT NULL DEFAULT 0,
        built_version bigint NOT NULL DEFAULT 0,
        job_pending boolean NOT NULL DEFAULT false,
        report_id uuid,
        completed_report_id uuid,
        built_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE report_builds');
    await queryRunner.query('DROP TABLE report_input_documents');
    await queryRunner.query('DROP TABLE report_inputs');
  }
}
