import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviewers' login (spec 2§6 Reviewer): e-mail codes get a purpose, so a reviewer's login code never
 * verifies a sign-up and the other way round. Every existing application's company is published
 * (application/companySet) so the report service can scope reviewers to their company's reports.
 */
export class AddReviewerLogin1700000015100 implements MigrationInterface {
  name = 'AddReviewerLogin1700000015100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_verification_codes
        ADD COLUMN purpose text NOT NULL DEFAULT 'sign-up' CHECK (purpose IN ('sign-up', 'reviewer-login'))`);
    await queryRunner.query(`
      INSERT INTO outbox (type, payload, meta)
      SELECT 'application/companySet',
             jsonb_build_object('applicationId', application.id::text, 'companyId', listing.company_id::text),
             jsonb_build_object('applicationId', application.id::text, 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'version', 1)
        FROM applications application
        JOIN listings listing ON listing.listing_uuid::text = lower(application.listing_id) OR listing.id::text = application.listing_id
       WHERE listing.company_id IS NOT NULL
       ORDER BY application.created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_verification_codes DROP COLUMN purpose');
  }
}
