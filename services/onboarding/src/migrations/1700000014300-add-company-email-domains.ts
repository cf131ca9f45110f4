import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_COMPANY_EMAIL_DOMAINS } from '../seed/listings.seed.js';

/** Lower-case host names separated by commas, or nothing (the CHECK on the list as one text). */
const DOMAIN_LIST = `'^([a-z0-9-]+(\\.[a-z0-9-]+)+)?(,[a-z0-9-]+(\\.[a-z0-9-]+)+)*$'`;

/**
 * A company's staff e-mail domains (spec 2§6: organisation users are detected by a company e-mail
 * domain). The demo companies get theirs, and every company's list is published
 * (company/emailDomainsSet) so the payment service knows whose applicants the company is billed for.
 */
export class AddCompanyEmailDomains1700000014300 implements MigrationInterface {
  name = 'AddCompanyEmailDomains1700000014300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies
        ADD COLUMN email_domains text[] NOT NULL DEFAULT '{}' CHECK (array_to_string(email_domains, ',') ~ ${DOMAIN_LIST})`);
    for (const [companyId, domains] of Object.entries(DEMO_COMPANY_EMAIL_DOMAINS)) {
      await queryRunner.query('UPDATE companies SET email_domains = $2 WHERE id = $1', [Number(companyId), domains]);
    }
    await queryRunner.query(`
      INSERT INTO outbox (type, payload, meta)
      SELECT 'company/emailDomainsSet',
             jsonb_build_object('companyId', company.id::text, 'emailDomains', to_jsonb(company.email_domains)),
             jsonb_build_object('applicationId', null, 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'version', 1)
        FROM companies company ORDER BY company.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE companies DROP COLUMN email_domains');
  }
}
