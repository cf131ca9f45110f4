import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_LEGAL_PAGES_PARTNER } from '../seed/listings.seed.js';

/**
 * Partners whose applicants accept the partner's own terms and privacy page instead of the product's
 * (spec 1§2 Sign-up: two partners). Both addresses or neither; https only.
 */
export class AddCompanyLegalPages1700000008000 implements MigrationInterface {
  name = 'AddCompanyLegalPages1700000008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies
        ADD COLUMN terms_url text CHECK (terms_url ~ '^https://'),
        ADD COLUMN privacy_url text CHECK (privacy_url ~ '^https://'),
        ADD CONSTRAINT companies_legal_pages_both CHECK ((terms_url IS NULL) = (privacy_url IS NULL))`);
    const { company, listing } = DEMO_LEGAL_PAGES_PARTNER;
    await queryRunner.query(
      `INSERT INTO companies (id, name, partner_uuid, url, visual_primary_color, visual_secondary_color, visual_background_color, visual_header_color, terms_url, privacy_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        company.id,
        company.name,
        company.partnerUuid,
        company.url,
        company.visualPrimaryColor,
        company.visualSecondaryColor,
        company.visualBackgroundColor,
        company.visualHeaderColor,
        company.termsUrl,
        company.privacyUrl,
      ],
    );
    await queryRunner.query(`INSERT INTO listings (id, listing_uuid, company_id, name, address, monthly_rent, lan_pays) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      listing.id,
      listing.listingUuid,
      listing.companyId,
      listing.name,
      listing.address,
      listing.monthlyRent,
      listing.lanPays,
    ]);
    await queryRunner.query(`SELECT setval('companies_id_seq', (SELECT max(id) FROM companies))`);
    await queryRunner.query(`SELECT setval('listings_id_seq', (SELECT max(id) FROM listings))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM listings WHERE id = $1', [DEMO_LEGAL_PAGES_PARTNER.listing.id]);
    await queryRunner.query('DELETE FROM companies WHERE id = $1', [DEMO_LEGAL_PAGES_PARTNER.company.id]);
    await queryRunner.query('ALTER TABLE companies DROP CONSTRAINT companies_legal_pages_both, DROP COLUMN terms_url, DROP COLUMN privacy_url');
  }
}
