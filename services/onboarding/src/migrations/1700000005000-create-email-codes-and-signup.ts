import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-up and e-mail verification (spec 1§4, OWASP ASVS 6.5): hashed single-use e-mail codes, rate
 * events, used partner signatures; consents on the applicant; invitation links on the application.
 * Partner signing secrets live with the companies (1700000003000).
 */
export class CreateEmailCodesAndSignup1700000005000 implements MigrationInterface {
  name = 'CreateEmailCodesAndSignup1700000005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_verification_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        code_hash text NOT NULL,
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        lang text NOT NULL,
        pending_profile jsonb,
        partner_signed boolean NOT NULL DEFAULT false,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX email_verification_codes_email_idx ON email_verification_codes (email, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE auth_rate_events (
        id bigserial PRIMARY KEY,
        bucket text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX auth_rate_events_bucket_idx ON auth_rate_events (bucket, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE partner_signature_uses (
        signature_hash text PRIMARY KEY,
        used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE applicants
        ADD COLUMN privacy_policy_consented_at timestamptz,
        ADD COLUMN marketing_consented boolean NOT NULL DEFAULT false,
        ADD COLUMN data_processing_consented boolean NOT NULL DEFAULT false,
        ADD COLUMN email_verified_at timestamptz`);
    await queryRunner.query(`
      ALTER TABLE applications
        ADD COLUMN linked_application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
        ADD COLUMN invitation_id uuid REFERENCES invitations (id) ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applications DROP COLUMN invitation_id, DROP COLUMN linked_application_id');
    await queryRunner.query(
      'ALTER TABLE applicants DROP COLUMN email_verified_at, DROP COLUMN data_processing_consented, DROP COLUMN marketing_consented, DROP COLUMN privacy_policy_consented_at',
    );
    await queryRunner.query('DROP TABLE partner_signature_uses');
    await queryRunner.query('DROP TABLE auth_rate_events');
    await queryRunner.query('DROP TABLE email_verification_codes');
  }
}
