import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { DemoDataSeeder } from './demo-data.seeder.js';

const demoRows = async (app: OnboardingTestApp) => {
  const db = app.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  const listings = (await db.query('SELECT id, company_id, country, deposit::float AS deposit FROM listings ORDER BY id')) as Array<{ id: number; company_id: number | null; country: string | null; deposit: number | null }>;
  const companies = (await db.query('SELECT id, partner_id, signing_secret IS NOT NULL AS signs, rental_pass_partner, email_domains FROM companies ORDER BY id')) as Array<Record<string, unknown>>;
  const domainEvents = (await db.query(`SELECT payload->>'companyId' AS company FROM outbox WHERE type = 'company/emailDomainsSet' ORDER BY id`)) as Array<{ company: string }>;
  return { listings, companies, domainEvents };
};

describe(DemoDataSeeder.name, () => {
  it('puts no demo company or listing into a production database (development tools off)', async () => {
    const sut = await startOnboardingTestApp({ devTools: false });
    try {
      const { listings, companies } = await demoRows(sut);
      expect({ listings, companies }).toEqual({ listings: [], companies: [] });
    } finally {
      await sut.close();
    }
  });

  it('adds the demo companies and listings in development, once, however often it runs', async () => {
    const sut = await startOnboardingTestApp();
    try {
      const before = await demoRows(sut);
      await sut.app.get(DemoDataSeeder).seed();
      const { listings, companies, domainEvents } = await demoRows(sut);
      // a second run adds nothing and tells nobody anything
      expect({ listings, companies, domainEvents }).toEqual(before);
      expect(listings).toEqual([
        { id: 1001, company_id: null, country: 'IT', deposit: 3450 },
        { id: 1002, company_id: 1, country: 'IT', deposit: 1960 },
        { id: 1003, company_id: 2, country: 'DE', deposit: 4260 },
        { id: 1004, company_id: 3, country: 'IT', deposit: 1500 },
        { id: 1005, company_id: 4, country: 'DE', deposit: 3840 },
      ]);
      expect(companies).toEqual([
        { id: 1, partner_id: null, signs: false, rental_pass_partner: false, email_domains: ['casanova.example'] },
        { id: 2, partner_id: null, signs: false, rental_pass_partner: false, email_domains: ['berg-hausverwaltung.example'] },
        { id: 3, partner_id: 'rapidrent-demo', signs: true, rental_pass_partner: false, email_domains: ['rapidrent.example'] },
        { id: 4, partner_id: null, signs: false, rental_pass_partner: true, email_domains: ['mietpass.example'] },
      ]);
    } finally {
      await sut.close();
    }
  });
});
