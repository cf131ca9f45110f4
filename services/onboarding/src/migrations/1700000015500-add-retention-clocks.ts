import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retention clocks (retention/README.md): when an application was last active (created, a step
 * saved, its report completed), contract data being kept CONTRACT_DATA_RETENTION_MONTHS after it, and
 * when a person last gave marketing consent, kept MARKETING_CONSENT_RETENTION_YEARS. Applications that
 * exist already start counting now, so nobody's data disappears the day the rule ships; a consent
 * counts from the verification that applied it.
 */
export class AddRetentionClocks1700000015500 implements MigrationInterface {
  name = 'AddRetentionClocks1700000015500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applications ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now()');
    await queryRunner.query('CREATE INDEX applications_last_activity_idx ON applications (last_activity_at)');
    await queryRunner.query('ALTER TABLE applicants ADD COLUMN marketing_consented_at timestamptz');
    await queryRunner.query('UPDATE applicants SET marketing_consented_at = coalesce(email_verified_at, created_at) WHERE marketing_consented');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE applicants DROP COLUMN marketing_consented_at');
    await queryRunner.query('ALTER TABLE applications DROP COLUMN last_activity_at');
  }
}
