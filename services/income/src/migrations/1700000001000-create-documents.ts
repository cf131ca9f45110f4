import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Income documents of an application (spec 2§3 uploaded document); filled by the income-check issues. */
export class CreateDocuments1700000001000 implements MigrationInterface {
  name = 'CreateDocuments1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL,
        type text NOT NULL,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'uploading',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX documents_application_idx ON documents (application_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE documents');
  }
}
