import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_COMPANIES, DEMO_LEGAL_PAGES_PARTNER, DEMO_LISTINGS } from '../seed/listings.seed.js';

const DEMO_LISTING_UUIDS = [...DEMO_LISTINGS, DEMO_LEGAL_PAGES_PARTNER.listing].map((listing) => listing.listingUuid);
const DEMO_PARTNER_UUIDS = [...DEMO_COMPANIES, DEMO_LEGAL_PAGES_PARTNER.company].map((company) => company.partnerUuid);

/**
 * Earlier migrations wrote the demo companies and listings into every database, production's too (with a
 * published signing secret). They are development data (issue 21): this removes them, and DemoDataSeeder
 * adds them back at start only where the development tools are on. Matched by their fixed uuids, so no
 * real partner or listing is touched.
 */
export class MoveDemoDataToDevelopmentSeed1700000020000 implements MigrationInterface {
  name = 'MoveDemoDataToDevelopmentSeed1700000020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM listings WHERE listing_uuid = ANY($1::uuid[])', [DEMO_LISTING_UUIDS]);
    await queryRunner.query('DELETE FROM companies WHERE partner_uuid = ANY($1::uuid[])', [DEMO_PARTNER_UUIDS]);
  }

  async down(): Promise<void> {
    // the seeder restores them in development; production never wants them back
  }
}
