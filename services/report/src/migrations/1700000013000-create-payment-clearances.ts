import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether an application's report may be shown (paid or payment waived), from the payment service's events (who may open it: application_access, 1700000005000). */
export class CreatePaymentClearances1700000013000 implements MigrationInterface {
  name = 'CreatePaymentClearances1700000013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_clearances (
        application_id uuid PRIMARY KEY,
        cleared boolean NOT NULL,
        reason text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_clearances');
  }
}
