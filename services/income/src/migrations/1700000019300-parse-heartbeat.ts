import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every document ends in a final state (issue 18): the tries of its parse are counted on the document
 * (the last one that fails makes it 'could not be read'), and the worker parsing it beats a heartbeat
 * on it, so a document whose worker died is found in seconds, not after the job's expiry.
 */
export class ParseHeartbeat1700000019300 implements MigrationInterface {
  name = 'ParseHeartbeat1700000019300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE documents ADD COLUMN parse_attempts integer NOT NULL DEFAULT 0, ADD COLUMN parse_heartbeat_at timestamptz');
    await queryRunner.query("CREATE INDEX documents_parse_pending ON documents (parse_heartbeat_at) WHERE parse_status = 'processing'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX documents_parse_pending');
    await queryRunner.query('ALTER TABLE documents DROP COLUMN parse_heartbeat_at, DROP COLUMN parse_attempts');
  }
}
