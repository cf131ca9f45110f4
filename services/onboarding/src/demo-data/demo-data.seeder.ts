import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { setCompanyEmailDomains } from '../companies/company-email-domains.js';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import { DEMO_COMPANIES, DEMO_COMPANY_EMAIL_DOMAINS, DEMO_LEGAL_PAGES_PARTNER, DEMO_LISTING_COUNTRIES, DEMO_LISTING_TERMS, DEMO_LISTINGS } from '../seed/listings.seed.js';

/** The demo partner with its own terms and privacy pages is a rental-pass partner (spec 2§6). */
const RENTAL_PASS_DEMO_COMPANY = DEMO_LEGAL_PAGES_PARTNER.company.id;

/**
 * The demo companies and listings (README "Try it") exist only where the development tools do
 * (`DEV_TOOLS`, on for `npm start` and the tests, off with NODE_ENV=production): a production database
 * never holds a published signing secret or a made-up listing. Added at start when missing, never
 * changed once there, so instances starting together and a restart are harmless.
 */
@Injectable()
export class DemoDataSeeder implements OnModuleInit {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: Pick<ServerConfig, 'devTools'>,
    private readonly transactions: TransactionRunner,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.devTools) await this.seed();
  }

  seed(): Promise<void> {
    return this.transactions.run(async (tx) => {
      for (const company of [...DEMO_COMPANIES, { ...DEMO_LEGAL_PAGES_PARTNER.company, partnerId: null, signingSecret: null, logoFile: null }]) await this.addCompany(tx, company);
      for (const listing of [...DEMO_LISTINGS, DEMO_LEGAL_PAGES_PARTNER.listing]) {
        const terms = DEMO_LISTING_TERMS[listing.id];
        await tx.manager.query(
          `INSERT INTO listings (id, listing_uuid, company_id, name, address, monthly_rent, lan_pays, deposit, current_rent, country)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
          [listing.id, listing.listingUuid, listing.companyId, listing.name, listing.address, listing.monthlyRent, listing.lanPays, terms?.deposit ?? null, terms?.currentRent ?? null, DEMO_LISTING_COUNTRIES[listing.id] ?? null],
        );
      }
      // ids given above: new rows of real partners start after them
      await tx.manager.query(`SELECT setval('companies_id_seq', greatest((SELECT max(id) FROM companies), (SELECT last_value FROM companies_id_seq)))`);
      await tx.manager.query(`SELECT setval('listings_id_seq', greatest((SELECT max(id) FROM listings), (SELECT last_value FROM listings_id_seq)))`);
    });
  }

  private async addCompany(tx: UnitOfWork, company: (typeof DEMO_COMPANIES)[number] & { termsUrl?: string; privacyUrl?: string }): Promise<void> {
    const added = (await tx.manager.query(
      `INSERT INTO companies (id, name, partner_uuid, partner_id, signing_secret, url, logo_file, visual_primary_color, visual_secondary_color,
         visual_background_color, visual_header_color, terms_url, privacy_url, rental_pass_partner)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING RETURNING id`,
      [
        company.id,
        company.name,
        company.partnerUuid,
        company.partnerId,
        company.signingSecret,
        company.url,
        company.logoFile,
        company.visualPrimaryColor,
        company.visualSecondaryColor,
        company.visualBackgroundColor,
        company.visualHeaderColor,
        company.termsUrl ?? null,
        company.privacyUrl ?? null,
        company.id === RENTAL_PASS_DEMO_COMPANY,
      ],
    )) as unknown[];
    // its staff are organisation users, as for any company (and the payment service learns it)
    if (added.length > 0) await setCompanyEmailDomains(tx, company.id, DEMO_COMPANY_EMAIL_DOMAINS[company.id] ?? []);
  }
}
