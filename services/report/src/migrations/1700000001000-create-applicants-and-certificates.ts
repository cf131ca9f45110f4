import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateApplicantsAndCertificates1700000001000 implements MigrationInterface {
  name = 'CreateApplicantsAndCertificates1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE applicants (
        application_id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        registered_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applicants (application_id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX certificates_application_idx ON certificates (application_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE certificates');
    await queryRunner.query('DROP TABLE applicants');
  }
}
