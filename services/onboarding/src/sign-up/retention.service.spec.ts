import { getDataSourceToken } from '@nestjs/typeorm';
import { createServiceDataSource, Outbox } from '@tenant/server-kit';
import { eventually } from '@tenant/server-kit/testing';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ONBOARDING_DATABASE, onboardingDatabase } from '../onboarding-database.js';
import { RateLimiterService } from './rate-limiter.service.js';
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

  it('writes application/deleted once per sign-up when two instances purge at the same time', async () => {
    const stale = await Promise.all(['a', 'b', 'c'].map((name) => signUp(`stale.${name}@example.it`, RETENTION.unverifiedSignupDays + 1, false)));
    // another instance's purge: its own pool and transactions on the same database
    const secondDatabase = await createServiceDataSource(testApp.config.databaseUrl, onboardingDatabase);
    const secondInstance = new RetentionService(new TransactionRunner(secondDatabase, new Outbox(ONBOARDING_DATABASE)), testApp.app.get(RateLimiterService));
    const blocker = new pg.Client({ connectionString: testApp.config.databaseUrl });
    await blocker.connect();
    const waitingOnLocks = async () =>
      Number((await db.query(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].count);
    try {
      // the sign-ups are held, so a purge stops at its delete: both instances' purges are then in flight at once
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM onboarding.applicants WHERE id = ANY($1) FOR UPDATE', [stale.map((s) => s.applicantId)]);
      const first = sut.purge();
      await eventually(async () => (await waitingOnLocks()) === 1);
      let secondSettled = false;
      const second = secondInstance.purge().finally(() => (secondSettled = true));
      await eventually(async () => secondSettled || (await waitingOnLocks()) === 2);
      await blocker.query('COMMIT');

      const results = await Promise.all([first, second]);

      expect(results.reduce((sum, r) => sum + r.deletedApplications, 0)).toBe(3);
      const deleted = await db.query(`SELECT meta->>'applicationId' AS id FROM outbox WHERE type = 'application/deleted' AND meta->>'applicationId' = ANY($1)`, [
        stale.map((s) => s.applicationId),
      ]);
      expect(deleted.map((row: { id: string }) => row.id).sort()).toEqual(stale.map((s) => s.applicationId).sort());
    } finally {
      await blocker.end();
      await secondDatabase.destroy();
    }
  });
});
