import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal details and current address of an applicant in an application (spec 1§3), identity
 * verifications with the provider's ident (spec 1§4), and identity documents whose bytes live in
 * stored_files behind the storage port.
 */
export class CreatePersonalDetailsAndIdentity1700000006000 implements MigrationInterface {
  name = 'CreatePersonalDetailsAndIdentity1700000006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE personal_details (
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        fiscal_code text,
        nationality text,
        date_of_birth date,
        place_of_birth text,
        country text,
        street text,
        house_num text,
        city text,
        postcode text,
        province text,
        state text,
        sub_step smallint NOT NULL DEFAULT 1 CHECK (sub_step IN (1, 2)),
        household_members_count text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (application_id, applicant_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE current_addresses (
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        country text NOT NULL,
        street text NOT NULL,
        house_num text NOT NULL,
        postcode text NOT NULL,
        city text NOT NULL,
        province text,
        state text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (application_id, applicant_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE identity_verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        provider_ident_id text NOT NULL,
        verification_url text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'failed')),
        method text,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX identity_verifications_applicant_idx ON identity_verifications (application_id, applicant_id, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        content bytea NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE identity_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        storage_key text NOT NULL,
        id_type text NOT NULL,
        side text NOT NULL CHECK (side IN ('front', 'back')),
        file_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX identity_documents_applicant_idx ON identity_documents (application_id, applicant_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity_documents');
    await queryRunner.query('DROP TABLE stored_files');
    await queryRunner.query('DROP TABLE identity_verifications');
    await queryRunner.query('DROP TABLE current_addresses');
    await queryRunner.query('DROP TABLE personal_details');
  }
}
