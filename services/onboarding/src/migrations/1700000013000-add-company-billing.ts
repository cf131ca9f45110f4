import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_LEGAL_PAGES_PARTNER } from '../seed/listings.seed.js';

/**
 * A company's billing settings (spec 2§6, issue 13): it pays every report of its listings, or it is the
 * rental-pass partner whose applicants pay through its own Stripe key set. The demo rental-pass partner
 * (MietPass) is marked as such.
 */
export class AddCompanyBilling1700000013000 implements MigrationInterface {
  name = 'AddCompanyBilling1700000013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies
        ADD COLUMN pays_reports boolean NOT NULL DEFAULT false,
        ADD COLUMN rental_pass_partner boolean NOT NULL DEFAULT false`);
    await queryRunner.query('UPDATE companies SET rental_pass_partner = true WHERE id = $1', [DEMO_LEGAL_PAGES_PARTNER.company.id]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE companies DROP COLUMN pays_reports, DROP COLUMN rental_pass_partner');
  }
}
