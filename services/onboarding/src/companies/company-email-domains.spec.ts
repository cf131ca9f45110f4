import { getDataSourceToken } from '@nestjs/typeorm';
import { companyEmailDomainsSet } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { CompanyEmailDomainsError, setCompanyEmailDomains } from './company-email-domains.js';

describe(setCompanyEmailDomains.name, () => {
  let testApp: OnboardingTestApp;
  let dataSource: DataSource;
  const set = (companyId: number, domains: string[]) => testApp.app.get(TransactionRunner).run((tx) => setCompanyEmailDomains(tx, companyId, domains));
  const stored = async (companyId: number) => ((await dataSource.query('SELECT email_domains FROM onboarding.companies WHERE id = $1', [companyId])) as { email_domains: string[] }[])[0].email_domains;
  const lastPublished = async () =>
    ((await dataSource.query('SELECT payload FROM onboarding.outbox WHERE type = $1 ORDER BY id DESC LIMIT 1', [companyEmailDomainsSet.type])) as { payload: unknown }[])[0]?.payload;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the domains lower-cased and once each, and publishes them to the payment service', async () => {
    await expect(set(2, [' Berg-Hausverwaltung.DE', 'berg-hausverwaltung.de', 'berg-immobilien.de'])).resolves.toEqual(['berg-hausverwaltung.de', 'berg-immobilien.de']);
    await expect(stored(2)).resolves.toEqual(['berg-hausverwaltung.de', 'berg-immobilien.de']);
    await expect(lastPublished()).resolves.toEqual({ companyId: '2', emailDomains: ['berg-hausverwaltung.de', 'berg-immobilien.de'] });
  });

  it.each([[['gmail.com']], [['berg hausverwaltung.de']], [['localhost']]])('refuses %p and changes nothing', async (domains) => {
    const before = await stored(1);
    await expect(set(1, domains)).rejects.toThrow(CompanyEmailDomainsError);
    await expect(stored(1)).resolves.toEqual(before);
  });

  it('refuses an unknown company, publishing nothing', async () => {
    const before = await lastPublished();
    await expect(set(999_999, ['acme.example'])).rejects.toThrow('no company 999999');
    await expect(lastPublished()).resolves.toEqual(before);
  });
});
