import { CreateDocuments1700000001000 } from './1700000001000-create-documents.js';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The documents pipeline (issue 10): documents with their parse state and results, their bytes
 * (stored_files, the PostgreSQL adapter of the storage port), and the copies of onboarding's facts the
 * income service needs (who may open an application, what the checks compare with). The documents
 * table of the empty shell never held data, so it is replaced.
 */
export class CreateDocumentsPipeline1700000002000 implements MigrationInterface {
  name = 'CreateDocumentsPipeline1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE documents');
    await queryRunner.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        content bytea NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL,
        applicant_id uuid NOT NULL,
        type text NOT NULL,
        file_name text NOT NULL,
        description text,
        id_type text,
        side text,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        sha256 text NOT NULL,
        storage_key text NOT NULL,
        bank_code text,
        bank_name text,
        status text NOT NULL,
        parse_status text NOT NULL,
        parse_job_id text,
        findings jsonb NOT NULL DEFAULT '[]',
        figures jsonb,
        statement jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        parsed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX documents_application_idx ON documents (application_id, created_at)');
    await queryRunner.query("CREATE INDEX documents_processing_idx ON documents (parse_status) WHERE parse_status = 'processing'");
    await queryRunner.query(`
      CREATE TABLE application_access (
        application_id uuid PRIMARY KEY,
        owner_applicant_id uuid NOT NULL,
        invited_emails text[] NOT NULL DEFAULT '{}',
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE applicant_profiles (
        application_id uuid PRIMARY KEY,
        first_name text,
        last_name text,
        fiscal_code text,
        employment_status text,
        declared_rent integer,
        upload_done_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE applicant_profiles');
    await queryRunner.query('DROP TABLE application_access');
    await queryRunner.query('DROP TABLE documents');
    await queryRunner.query('DROP TABLE stored_files');
    await new CreateDocuments1700000001000().up(queryRunner);
  }
}
