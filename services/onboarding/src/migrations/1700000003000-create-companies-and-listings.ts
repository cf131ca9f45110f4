import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_COMPANIES, DEMO_LISTINGS } from '../seed/listings.seed.js';

const HEX_COLOUR = `'^#[0-9a-fA-F]{6}$'`;
const colour = (column: string) => `${column} text CHECK (${column} ~ ${HEX_COLOUR})`;

export class CreateCompaniesAndListings1700000003000 implements MigrationInterface {
  name = 'CreateCompaniesAndListings1700000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE companies (
        id serial PRIMARY KEY,
        name text NOT NULL,
        partner_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        partner_id text UNIQUE,
        signing_secret text,
        url text CHECK (url ~ '^https?://'),
        logo_file text CHECK (logo_file ~ '^[a-z0-9-]+\\.(svg|png)$'),
        ${colour('visual_primary_color')},
        ${colour('visual_secondary_color')},
        ${colour('visual_background_color')},
        ${colour('visual_header_color')},
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE listings (
        id serial PRIMARY KEY,
        listing_uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        company_id integer REFERENCES companies (id) ON DELETE SET NULL,
        name text NOT NULL,
        address text NOT NULL,
        monthly_rent numeric(10, 2),
        lan_pays boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const c of DEMO_COMPANIES) {
      await queryRunner.query(
        `INSERT INTO companies (id, name, partner_uuid, partner_id, signing_secret, url, logo_file,
           visual_primary_color, visual_secondary_color, visual_background_color, visual_header_color)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          c.id,
          c.name,
          c.partnerUuid,
          c.partnerId,
          c.signingSecret,
          c.url,
          c.logoFile,
          c.visualPrimaryColor,
          c.visualSecondaryColor,
          c.visualBackgroundColor,
          c.visualHeaderColor,
        ],
      );
    }
    for (const l of DEMO_LISTINGS) {
      await queryRunner.query(
        `INSERT INTO listings (id, listing_uuid, company_id, name, address, monthly_rent, lan_pays) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [l.id, l.listingUuid, l.companyId, l.name, l.address, l.monthlyRent, l.lanPays],
      );
    }
    // New records continue after the fixed demo ids.
    await queryRunner.query(`SELECT setval('companies_id_seq', (SELECT max(id) FROM companies))`);
    await queryRunner.query(`SELECT setval('listings_id_seq', (SELECT max(id) FROM listings))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE listings');
    await queryRunner.query('DROP TABLE companies');
  }
}
