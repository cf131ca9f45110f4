import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Continue-later links by token (issue 22): the mail's URL no longer carries name, e-mail and mobile,
 * only a random token whose hash is kept here; it dies with its application.
 */
export class CreateResumeLinks1700000019000 implements MigrationInterface {
  name = 'CreateResumeLinks1700000019000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE resume_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        purpose text NOT NULL DEFAULT 'resume' CHECK (purpose IN ('resume')),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX resume_links_application_idx ON resume_links (application_id)');
    await queryRunner.query('CREATE INDEX resume_links_expires_idx ON resume_links (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE resume_links');
  }
}
