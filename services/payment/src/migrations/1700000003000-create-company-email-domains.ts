import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail domains of the companies registered in the product, as onboarding publishes them
 * (company/emailDomainsSet): an applicant whose e-mail is at one of them is an organisation user whose
 * company is billed (spec 2§6). One row per domain; a domain belongs to one company.
 */
export class CreateCompanyEmailDomains1700000003000 implements MigrationInterface {
  name = 'CreateCompanyEmailDomains1700000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_email_domains (
        domain text PRIMARY KEY CHECK (domain = lower(domain)),
        company_id text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX company_email_domains_company_idx ON company_email_domains (company_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company_email_domains');
  }
}
