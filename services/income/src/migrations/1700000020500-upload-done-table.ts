import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One access read model (issue 23): application_access is server-kit's ApplicationAccessCopy table, as
 * in payment and report, so the upload-done time moves out of it to a table of its own (existing times kept).
 */
export class UploadDoneTable1700000020500 implements MigrationInterface {
  name = 'UploadDoneTable1700000020500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE upload_done (application_id uuid PRIMARY KEY, upload_done_at timestamptz NOT NULL)');
    await queryRunner.query('INSERT INTO upload_done (application_id, upload_done_at) SELECT application_id, upload_done_at FROM application_access WHERE upload_done_at IS NOT NULL');
    await queryRunner.query('ALTER TABLE application_access DROP COLUMN upload_done_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE application_access ADD COLUMN upload_done_at timestamptz');
    await queryRunner.query('UPDATE application_access access SET upload_done_at = done.upload_done_at FROM upload_done done WHERE done.application_id = access.application_id');
    await queryRunner.query('DROP TABLE upload_done');
  }
}
