import { jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { createServiceApp, RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import { createTestDatabase, createTestServerConfig, eventually, listenForTests, type HttpTestCall, type TestDatabase, startOutageProxy, targetOf, type OutageProxy } from '@tenant/server-kit/testing';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { OnboardingModule } from '../onboarding.module.js';

// Issue 18: an outage answered 500 with a stack trace per request (1,900 log lines in 20 s).
describe('the onboarding service while PostgreSQL is down', () => {
  let database: TestDatabase;
  let proxy: OutageProxy;
  let app: INestApplication;
  let call: HttpTestCall;
  let base: string;
  let maria: SignedInApplicant;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const notes = jest.spyOn(Logger.prototype, 'log');
  const errors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    database = await createTestDatabase('onboarding_outage');
    proxy = await startOutageProxy(targetOf(database.url));
    app = await createServiceApp(createTestServerConfig(proxy.url(database.url)), [OnboardingModule], { logger: false });
    call = await listenForTests(app);
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    maria = await signedInApplicant(app, { email: 'maria.outage@example.it' });
  });

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
    await database?.drop();
    jest.restoreAllMocks();
  });

  const linesMatching = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) =>
    spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
  const readState = () => call(`/api/v1/state/?application_id=${maria.applicationId}&lang=en`, { headers: { authorization: maria.authorization } });
  const saveStep = (step: number) =>
    fetch(`${base}/api/v1/state/update-step?application_id=${maria.applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: maria.authorization },
      body: JSON.stringify({ step, step_router: 'personal-details' }),
    });

  it('answers 503 with Retry-After and the "try again" message, logs the outage once, and serves again by itself with nothing lost', async () => {
    expect((await saveStep(3)).status).toBe(200);

    proxy.cut();
    const during = await Promise.all([saveStep(4), saveStep(5), ...Array.from({ length: 8 }, () => fetch(`${base}/api/v1/state/?application_id=${maria.applicationId}&lang=en`, { headers: { authorization: maria.authorization } }))]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS.outage));
      await expect(answer.json()).resolves.toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    expect(linesMatching(warnings, /^database unavailable/)).toBe(1);
    expect(linesMatching(errors, /./)).toBe(0);

    proxy.restore();
    const after = await eventually(async () => {
      const answer = await readState();
      return answer.status === 200 && answer;
    });
    // accepted before the cut: kept; refused during it: not applied
    expect(after.body).toMatchObject({ step: 3, step_router: 'personal-details' });
    await eventually(() => linesMatching(notes, /^database serves again/) === 1 || readState().then(() => false));
    expect(linesMatching(warnings, /^database unavailable/)).toBe(1);
  });
});
