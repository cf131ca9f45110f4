import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { RETENTION, RetentionService } from './retention.service.js';

describe(RetentionService.name, () => {
  let testApp: OnboardingTestApp;
  let db: DataSource;
  let sut: RetentionService;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    db = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
    sut = testApp.app.get(RetentionService);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** A sign-up made `ageDays` ago, verified or not. */
  const signUp = async (email: string, ageDays: number, verified: boolean) => {
    const registered = await testApp.app.get(ApplicationsService).register({ firstName: 'Maria', lastName: 'Rossi', email, employmentStatus: 'Employed' });
    await db.query(`UPDATE applicants SET created_at = now() - make_interval(days => $2), email_verified_at = CASE WHEN $3 THEN now() END WHERE id = $1`, [
      registered.applicantId,
      ageDays,
      verified,
    ]);
    return registered;
  };
  const exists = async (table: string, id: string) => (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

  it(`removes sign-ups never verified after ${RETENTION.unverifiedSignupDays} days, telling the other services`, async () => {
    const stale = await signUp('stale.unverified@example.it', RETENTION.unverifiedSignupDays + 1, false);
    const recent = await signUp('recent.unverified@example.it', RETENTION.unverifiedSignupDays - 1, false);
    const verified = await signUp('old.verified@example.it', 90, true);

    await expect(sut.purge()).resolves.toEqual({ deletedApplicants: 1, deletedApplications: 1 });

    expect(await exists('applicants', stale.applicantId)).toBe(false);
    expect(await exists('applications', stale.applicationId)).toBe(false);
    expect(await exists('applications', recent.applicationId)).toBe(true);
    expect(await exists('applications', verified.applicationId)).toBe(true);
    const events = await db.query(`SELECT meta->>'applicationId' AS id FROM outbox WHERE type = 'application/deleted'`);
    expect(events).toEqual([{ id: stale.applicationId }]);
    await expect(sut.purge()).resolves.toEqual({ deletedApplicants: 0, deletedApplications: 0 });
  });

  it('drops spent e-mail codes after a day and rate-limit events past the longest window', async () => {
    await db.query(
      `INSERT INTO email_verification_codes (email, code_hash, lang, created_at, expires_at, consumed_at) VALUES
        ('spent@example.it', 'h1', 'en', now() - interval '3 days', now() - interval '3 days', now() - interval '2 days'),
        ('expired@example.it', 'h2', 'en', now() - interval '2 days', now() - interval '2 days', NULL),
        ('live@example.it', 'h3', 'en', now(), now() + interval '10 minutes', NULL)`,
    );
    await db.query(`INSERT INTO auth_rate_events (bucket, created_at) VALUES ('code-send:ip:old', now() - interval '2 hours'), ('code-send:ip:new', now())`);

    await sut.purge();

    expect(await db.query('SELECT email FROM email_verification_codes ORDER BY email')).toEqual([{ email: 'live@example.it' }]);
    expect(await db.query('SELECT bucket FROM auth_rate_events')).toEqual([{ bucket: 'code-send:ip:new' }]);
  });
});
