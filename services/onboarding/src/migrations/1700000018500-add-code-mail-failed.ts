import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a code's mail failed to go out (the mail server down, issue 18): such a code never reached
 * anyone, so it does not hold the address's next code back for the resend wait, and the retry of a
 * sign-up (or a resend) mails a new one at once.
 */
export class AddCodeMailFailed1700000018500 implements MigrationInterface {
  name = 'AddCodeMailFailed1700000018500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_verification_codes ADD COLUMN mail_failed boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_verification_codes DROP COLUMN mail_failed');
  }
}
