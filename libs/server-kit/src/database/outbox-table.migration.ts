import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox of a service, created in that service's schema (search_path points at it). */
export class CreateOutboxTable1700000000000 implements MigrationInterface {
  name = 'CreateOutboxTable1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        meta jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX outbox_undelivered_idx ON outbox (id) WHERE delivered_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
