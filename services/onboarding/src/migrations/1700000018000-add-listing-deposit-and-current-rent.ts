import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_LISTING_TERMS } from '../seed/listings.seed.js';

/**
 * A listing's deposit and the rent its current tenant pays (spec 2§2 listing details, 2§3 listing_info),
 * in euros; unknown (null) unless given. The demo listings get theirs.
 */
export class AddListingDepositAndCurrentRent1700000018000 implements MigrationInterface {
  name = 'AddListingDepositAndCurrentRent1700000018000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listings
        ADD COLUMN deposit numeric(10, 2) CHECK (deposit >= 0),
        ADD COLUMN current_rent numeric(10, 2) CHECK (current_rent >= 0)`);
    for (const [id, { deposit, currentRent }] of Object.entries(DEMO_LISTING_TERMS)) {
      await queryRunner.query('UPDATE listings SET deposit = $2, current_rent = $3 WHERE id = $1', [Number(id), deposit, currentRent]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE listings DROP COLUMN deposit, DROP COLUMN current_rent');
  }
}
