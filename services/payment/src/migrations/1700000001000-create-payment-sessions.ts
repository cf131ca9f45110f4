import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Card payment sessions of an application (spec 2§3 payment session); filled by the payment issues. */
export class CreatePaymentSessions1700000001000 implements MigrationInterface {
  name = 'CreatePaymentSessions1700000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL,
        provider_session_id text UNIQUE,
        status text NOT NULL DEFAULT 'open',
        amount_cents integer NOT NULL,
        currency text NOT NULL DEFAULT 'eur',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX payment_sessions_application_idx ON payment_sessions (application_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_sessions');
  }
}
