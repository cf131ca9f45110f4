import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company each application was made to (onboarding's application/companySet): reviewers see only
 * their company's; and each company's staff e-mail domains (company/emailDomainsSet): a domain taken
 * away ends its reviewers' sessions.
 */
export class CreateApplicationCompanies1700000015100 implements MigrationInterface {
  name = 'CreateApplicationCompanies1700000015100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE application_companies (
        application_id uuid PRIMARY KEY,
        company_id text NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX application_companies_company_idx ON application_companies (company_id)');
    await queryRunner.query(`
      CREATE TABLE company_email_domains (
        company_id text PRIMARY KEY,
        email_domains text[] NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company_email_domains');
    await queryRunner.query('DROP TABLE application_companies');
  }
}
