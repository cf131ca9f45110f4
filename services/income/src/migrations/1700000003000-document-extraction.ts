import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the readers of payslips, fiscal, identity and contract documents extract (issue 11), one jsonb per document. */
export class DocumentExtraction1700000003000 implements MigrationInterface {
  name = 'DocumentExtraction1700000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documents ADD COLUMN extraction jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documents DROP COLUMN extraction');
  }
}
