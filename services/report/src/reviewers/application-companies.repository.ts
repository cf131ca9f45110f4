import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { LessThanOrEqual, type EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { ApplicationCompanyEntity } from './application-company.entity.js';
import { CompanyEmailDomainsEntity } from './company-email-domains.entity.js';

/**
 * Queries on application_companies (the company each application was made to) and company_email_domains
 * (each company's staff e-mail domains). Each write keeps the newest event (at least once, any order).
 */
@Injectable()
export class ApplicationCompaniesRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  async saveEmailDomains(domains: CompanyEmailDomainsEntity): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(CompanyEmailDomainsEntity)
      .values(domains)
      .orUpdate(['email_domains', 'changed_at'], ['company_id'], { overwriteCondition: { where: 'company_email_domains.changed_at <= EXCLUDED.changed_at' } })
      .execute();
  }

  /** Whether `domain` is one of the company's staff e-mail domains. */
  hasEmailDomain(companyId: string, domain: string): Promise<boolean> {
    return this.manager
      .createQueryBuilder(CompanyEmailDomainsEntity, 'company')
      .where('company.company_id = :companyId AND :domain = ANY (company.email_domains)', { companyId, domain })
      .getExists();
  }

  async saveCompany(company: ApplicationCompanyEntity): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(ApplicationCompanyEntity)
      .values(company)
      .orUpdate(['company_id', 'changed_at'], ['application_id'], { overwriteCondition: { where: 'application_companies.changed_at <= EXCLUDED.changed_at' } })
      .execute();
  }

  /** The application was made to no company any more, unless a newer event set one. */
  async removeCompany(applicationId: string, changedAt: Date): Promise<void> {
    await this.manager.delete(ApplicationCompanyEntity, { applicationId, changedAt: LessThanOrEqual(changedAt) });
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(ApplicationCompanyEntity, { applicationId });
  }
}
