import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApplicantsAndApplications1700000002000 implements MigrationInterface {
  name = 'CreateApplicantsAndApplications1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE applicants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL UNIQUE,
        mobile text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        application_type text NOT NULL,
        applicant_role text NOT NULL,
        employment_status text,
        listing_id text,
        step integer NOT NULL DEFAULT -1,
        step_router text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX applications_applicant_idx ON applications (applicant_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE applications');
    await queryRunner.query('DROP TABLE applicants');
  }
}
