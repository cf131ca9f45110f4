import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { PAYMENT_DATABASE } from '../payment-database.js';

/** The registered companies' staff e-mail domains, as onboarding's company/emailDomainsSet says. */
@Injectable()
export class CompanyEmailDomainsRepository {
  constructor(@InjectEntityManager(PAYMENT_DATABASE) private readonly manager: EntityManager) {}

  /** The company's domains become exactly these (a domain another company had moves over). Idempotent. */
  async replace(companyId: string, domains: string[]): Promise<void> {
    await this.manager.query('DELETE FROM company_email_domains WHERE company_id = $1 AND NOT (domain = ANY($2::text[]))', [companyId, domains]);
    await this.manager.query(
      `INSERT INTO company_email_domains (domain, company_id) SELECT unnest($2::text[]), $1
       ON CONFLICT (domain) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [companyId, domains],
    );
  }

  async domainsOf(companyId: string): Promise<string[]> {
    const rows = (await this.manager.query('SELECT domain FROM company_email_domains WHERE company_id = $1 ORDER BY domain', [companyId])) as { domain: string }[];
    return rows.map((row) => row.domain);
  }
}

/** SQL: the e-mail in `email` is at the domain `domain` or at a subdomain of it (mail.berg.de at berg.de); the domain follows the last @. */
export const emailAtDomainSql = (email: string, domain: string) =>
  `(substring(lower(${email}) from '@([^@]+)$') = ${domain} OR substring(lower(${email}) from '@([^@]+)$') LIKE '%.' || ${domain})`;

/** SQL: the e-mail in `email` is at a registered company's domain. */
export const atRegisteredCompanySql = (email: string) => `EXISTS (SELECT 1 FROM company_email_domains company_domain WHERE ${emailAtDomainSql(email, 'company_domain.domain')})`;
