import { getDataSourceToken } from '@nestjs/typeorm';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { DEFAULT_DATABASE_POOL_SETTINGS, RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';

/** GET /api/v1/state with its headers (the test client's answers carry none). */
const readState = async (app: OnboardingTestApp, caller: SignedInApplicant) => {
  const { port } = app.app.getHttpServer().address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/state/?application_id=${caller.applicationId}&lang=en`, { headers: { authorization: caller.authorization } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { success: boolean; message?: string } };
};

// Issue 18: a state read held its transaction's connection while asking the pool for four more; twelve
// parallel reads by one applicant deadlocked the pool for good.
describe('GET /api/v1/state under load', () => {
  describe('with the default pool', () => {
    let sut: OnboardingTestApp;
    let maria: SignedInApplicant;

    beforeAll(async () => {
      sut = await startOnboardingTestApp();
      maria = await signedInApplicant(sut.app, { email: 'maria.load@example.it' });
    });

    afterAll(async () => {
      await sut?.close();
    });

    it(`answers 50 parallel reads by one applicant, five times the pool of ${DEFAULT_DATABASE_POOL_SETTINGS.size}`, async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => readState(sut, maria)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      await expect(readState(sut, maria)).resolves.toMatchObject({ status: 200 });
    });
  });

  describe('with a saturated pool', () => {
    let sut: OnboardingTestApp;
    let maria: SignedInApplicant;

    beforeAll(async () => {
      sut = await startOnboardingTestApp({ databasePool: { ...DEFAULT_DATABASE_POOL_SETTINGS, size: 2, acquireTimeoutMs: 300 } });
      maria = await signedInApplicant(sut.app, { email: 'maria.saturated@example.it' });
    });

    afterAll(async () => {
      await sut?.close();
    });

    it('answers 503 with Retry-After and the "try again" message while every connection is held, then serves again', async () => {
      const dataSource = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holding: Promise<void>[] = [];
      // both connections in transactions that wait for the test
      await Promise.all(
        [1, 2].map(
          () =>
            new Promise<void>((held) => {
              holding.push(
                dataSource.transaction(async (manager) => {
                  await manager.query('SELECT 1');
                  held();
                  await released;
                }),
              );
            }),
        ),
      );

      await expect(readState(sut, maria)).resolves.toEqual({
        status: 503,
        retryAfter: String(RETRY_AFTER_SECONDS.saturated),
        body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE },
      });

      release();
      await Promise.all(holding);
      await expect(readState(sut, maria)).resolves.toMatchObject({ status: 200, body: { success: true } });
    });
  });
});
