import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_LISTING_COUNTRIES } from '../seed/listings.seed.js';

/**
 * The country of a listing's property (ISO alpha-2, issue 22): it decides the market of its applications
 * (codice fiscale or the German identity check, the bank list and PSD2 search); the visitor's IP location
 * counts only without a listing. Unknown (null) unless given; the demo listings get theirs.
 */
export class AddListingCountry1700000019100 implements MigrationInterface {
  name = 'AddListingCountry1700000019100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE listings ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$')");
    for (const [id, country] of Object.entries(DEMO_LISTING_COUNTRIES)) {
      await queryRunner.query('UPDATE listings SET country = $2 WHERE id = $1', [Number(id), country]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE listings DROP COLUMN country');
  }
}
