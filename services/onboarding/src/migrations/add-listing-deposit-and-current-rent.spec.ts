import { getDataSourceToken } from '@nestjs/typeorm';
import { applicationPaymentTermsSet } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { DEMO_LISTING_TERMS } from '../seed/listings.seed.js';
import { AddListingDepositAndCurrentRent1700000018000 } from './1700000018000-add-listing-deposit-and-current-rent.js';

describe(AddListingDepositAndCurrentRent1700000018000.name, () => {
  let testApp: OnboardingTestApp;
  let dataSource: DataSource;

  const listingTerms = async () =>
    Object.fromEntries(
      ((await dataSource.query('SELECT id, deposit::float8 AS deposit, current_rent::float8 AS "currentRent" FROM onboarding.listings ORDER BY id')) as { id: number; deposit: number; currentRent: number }[]).map(
        ({ id, deposit, currentRent }) => [id, { deposit, currentRent }],
      ),
    );

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('gives every demo listing its deposit and current rent, again after a down and up', async () => {
    await expect(listingTerms()).resolves.toEqual(DEMO_LISTING_TERMS);
    const runner = dataSource.createQueryRunner();
    try {
      await new AddListingDepositAndCurrentRent1700000018000().down(runner);
      await expect(dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'onboarding' AND table_name = 'listings' AND column_name IN ('deposit', 'current_rent')`)).resolves.toEqual([]);
      await new AddListingDepositAndCurrentRent1700000018000().up(runner);
    } finally {
      await runner.release();
    }
    await expect(listingTerms()).resolves.toEqual(DEMO_LISTING_TERMS);
  });

  it('leaves both unknown (null) on a listing that has none, in the listing and in the application terms', async () => {
    await dataSource.query(`INSERT INTO onboarding.listings (id, listing_uuid, name, address, monthly_rent) VALUES (2001, gen_random_uuid(), 'Monolocale', 'Via Po 3, 10124 Torino', 640)`);
    const registered = await testApp.app.get(ApplicationsService).register({ firstName: 'Maria', lastName: 'Rossi', employmentStatus: 'Employed', email: 'no.terms@example.it', listingId: '2001' });
    const [event] = (await dataSource.query('SELECT payload FROM onboarding.outbox WHERE type = $1 AND payload ->> $2 = $3', [applicationPaymentTermsSet.type, 'applicationId', registered.applicationId])) as {
      payload: ReturnType<typeof applicationPaymentTermsSet>['payload'];
    }[];
    expect(event.payload.listing).toEqual({ name: 'Monolocale', address: 'Via Po 3, 10124 Torino', price: 640, currentRent: null, deposit: null, companyName: null });
  });

  it.each([['deposit'], ['current_rent']])('refuses a negative %s', async (column) => {
    await expect(dataSource.query(`UPDATE onboarding.listings SET ${column} = -1 WHERE id = 1001`)).rejects.toThrow(/check constraint/);
  });
});
