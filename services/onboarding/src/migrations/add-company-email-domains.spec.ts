import { getDataSourceToken } from '@nestjs/typeorm';
import { companyEmailDomainsSet } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { DEMO_COMPANY_EMAIL_DOMAINS } from '../seed/listings.seed.js';
import { AddCompanyEmailDomains1700000014300 } from './1700000014300-add-company-email-domains.js';

describe(AddCompanyEmailDomains1700000014300.name, () => {
  let testApp: OnboardingTestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('publishes every company’s e-mail domains to the payment service', async () => {
    const companies = (await dataSource.query('SELECT id::text AS id, email_domains FROM onboarding.companies ORDER BY id')) as { id: string; email_domains: string[] }[];
    const published = (await dataSource.query(`SELECT payload FROM onboarding.outbox WHERE type = $1 ORDER BY id`, [companyEmailDomainsSet.type])) as { payload: unknown }[];
    // the migration's, for the companies it found; the development seed publishes the demo ones again when it adds them back
    expect(published.slice(0, companies.length).map((row) => row.payload)).toEqual(companies.map((company) => ({ companyId: company.id, emailDomains: company.email_domains })));
    expect(Object.fromEntries(companies.map((company) => [company.id, company.email_domains]))).toEqual(DEMO_COMPANY_EMAIL_DOMAINS);
  });

  it.each([['Berg.DE'], ['berg'], ['berg.de,x']])('refuses %p as a company e-mail domain', async (domain) => {
    await expect(dataSource.query('UPDATE onboarding.companies SET email_domains = $1 WHERE id = 2', [[domain]])).rejects.toThrow(/check constraint/);
  });
});
