import type { MigrationInterface, QueryRunner } from 'typeorm';

/** PSD2 bank connection (issue 12): requisitions (consent, session, expiry) and the accounts shared in them. */
export class Psd2BankConnection1700000012000 implements MigrationInterface {
  name = 'Psd2BankConnection1700000012000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE psd2_requisitions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      application_id uuid NOT NULL,
      applicant_id uuid NOT NULL,
      provider text NOT NULL,
      institution_id text NOT NULL,
      bank_id text,
      status text NOT NULL CHECK (status IN ('CR', 'GC', 'UA', 'RJ', 'SA', 'GA', 'LN', 'EX')),
      state_token text NOT NULL UNIQUE,
      authorisation_id text,
      link text,
      link_expires_at timestamptz NOT NULL,
      session_id text,
      valid_until timestamptz,
      consented_at timestamptz,
      revoked_at timestamptz,
      error text,
      language text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX psd2_requisitions_application ON psd2_requisitions (application_id)');
    await queryRunner.query(`CREATE TABLE psd2_accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      requisition_id uuid NOT NULL REFERENCES psd2_requisitions (id) ON DELETE CASCADE,
      application_id uuid NOT NULL,
      provider_account_id text NOT NULL,
      iban text,
      holder text,
      name text,
      currency text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      last_accessed timestamptz,
      fetch_day date,
      fetches_on_day integer NOT NULL DEFAULT 0,
      document_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (requisition_id, provider_account_id)
    )`);
    await queryRunner.query('CREATE INDEX psd2_accounts_application ON psd2_accounts (application_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE psd2_accounts');
    await queryRunner.query('DROP TABLE psd2_requisitions');
  }
}
