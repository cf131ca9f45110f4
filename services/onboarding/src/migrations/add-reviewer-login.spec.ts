import { getDataSourceToken } from '@nestjs/typeorm';
import { applicationCompanySet } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { AddReviewerLogin1700000015100 } from './1700000015100-add-reviewer-login.js';

describe(AddReviewerLogin1700000015100.name, () => {
  let testApp: OnboardingTestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('publishes the company of every application made before it (a listing named by number or uuid), none for a general one', async () => {
    const register = (email: string, listingId?: string) =>
      testApp.app.get(ApplicationsService).register({ firstName: 'Maria', lastName: 'Rossi', employmentStatus: 'Employed', email, listingId });
    const byNumber = await register('by.number@example.it', '1002');
    const byUuid = await register('by.uuid@example.de', '8E1F0D3A-6B2C-4C1E-8F5A-2D9B7C4E1003');
    const general = await register('general@example.it');
    // as before the migration: no purpose on codes, nothing published yet
    const runner = dataSource.createQueryRunner();
    try {
      await new AddReviewerLogin1700000015100().down(runner);
      await runner.query('DELETE FROM onboarding.outbox WHERE type = $1', [applicationCompanySet.type]);
      await new AddReviewerLogin1700000015100().up(runner);
    } finally {
      await runner.release();
    }

    const published = (await dataSource.query('SELECT payload FROM onboarding.outbox WHERE type = $1', [applicationCompanySet.type])) as { payload: { applicationId: string } }[];
    const ours = published.map((row) => row.payload).filter((payload) => [byNumber, byUuid, general].some((registered) => registered.applicationId === payload.applicationId));
    expect(ours).toEqual(
      expect.arrayContaining([
        { applicationId: byNumber.applicationId, companyId: '1' },
        { applicationId: byUuid.applicationId, companyId: '2' },
      ]),
    );
    expect(ours).toHaveLength(2);
    const [column] = (await dataSource.query(
      `SELECT column_default FROM information_schema.columns WHERE table_schema = 'onboarding' AND table_name = 'email_verification_codes' AND column_name = 'purpose'`,
    )) as { column_default: string }[];
    expect(column.column_default).toContain('sign-up');
  });
});
