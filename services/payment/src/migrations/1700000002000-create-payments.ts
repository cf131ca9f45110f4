import { APPLICATION_ACCESS_TABLE } from '@tenant/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments of applications (issue 13): one row per Stripe Checkout Session with its state
 * (created → paid | failed | expired | refunded), the webhook events already processed (by Stripe's
 * event id), and the copies of onboarding's facts the service decides with. Replaces the unused
 * payment_sessions table (never filled).
 */
export class CreatePayments1700000002000 implements MigrationInterface {
  name = 'CreatePayments1700000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_sessions');
    await queryRunner.query(APPLICATION_ACCESS_TABLE);
    await queryRunner.query(`
      CREATE TABLE application_billing (
        application_id uuid PRIMARY KEY,
        owner_email text,
        owner_name text,
        application_type text,
        listing_id text,
        lan_pays boolean NOT NULL DEFAULT false,
        partner_pays boolean NOT NULL DEFAULT false,
        rental_pass_partner boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL,
        attempt integer NOT NULL,
        key_set text NOT NULL CHECK (key_set IN ('default', 'rental-pass')),
        provider_session_id text NOT NULL UNIQUE,
        payment_intent_id text,
        status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'expired', 'refunded')),
        amount_cents integer NOT NULL,
        currency text NOT NULL,
        email text,
        lang text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        receipt_sent_at timestamptz,
        UNIQUE (application_id, attempt)
      )`);
    await queryRunner.query('CREATE INDEX payments_payment_intent_idx ON payments (payment_intent_id)');
    await queryRunner.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        key_set text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE stripe_events');
    await queryRunner.query('DROP TABLE payments');
    await queryRunner.query('DROP TABLE application_billing');
    await queryRunner.query('DROP TABLE application_access');
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
  }
}
