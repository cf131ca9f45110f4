import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invitations of co-applicants and guarantors (spec 1§3, 1§4: usable once), and the application's hide_nav flag. */
export class CreateInvitations1700000004000 implements MigrationInterface {
  name = 'CreateInvitations1700000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        applicant_role text NOT NULL CHECK (applicant_role IN ('main-applicant', 'co-applicant', 'guarantor')),
        email text,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        invited_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX invitations_application_idx ON invitations (application_id)');
    await queryRunner.query('CREATE INDEX invitations_email_idx ON invitations (lower(email))');
    await queryRunner.query('ALTER TABLE applications ADD COLUMN hide_nav boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applications DROP COLUMN hide_nav');
    await queryRunner.query('DROP TABLE invitations');
  }
}
