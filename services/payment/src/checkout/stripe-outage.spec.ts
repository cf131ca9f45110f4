import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PROVIDER_RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import { startOutageProxy, targetOf, type OutageProxy } from '@tenant/server-kit/testing';
import { payerOf, startPaymentTestApp, type PaymentTestApp, type TestPayer } from '../../test/fixtures/payment-test-app.js';
import { SESSION_NOT_CREATED } from './checkout.service.js';

/**
 * Stripe down (issue 18): the payment step's calls answer 503 with Retry-After and the message the
 * screen shows (System.502), the outage is one log line, a Stripe that never answers does not hold
 * the call beyond PROVIDER_TIMEOUT_MS, and the payment works again once Stripe is back.
 */
describe('Stripe outage', () => {
  let proxy: OutageProxy;
  let sut: PaymentTestApp;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const errors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    sut = await startPaymentTestApp({
      // a short bound, so the test does not wait 10 s for a Stripe that never answers
      env: { PROVIDER_TIMEOUT_MS: '500' },
      stripeApiUrl: async (api) => {
        proxy = await startOutageProxy(targetOf(api));
        return proxy.url(api);
      },
    });
  });

  afterAll(async () => {
    proxy?.restore();
    await sut?.close();
    await proxy?.close();
    jest.restoreAllMocks();
  });

  const linesMatching = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) => spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
  const headers = (payer: TestPayer) => ({ authorization: payer.authorization, 'application-type': 'rent' });
  const createSession = (payer: TestPayer) => fetch(`${sut.baseUrl}/api/v1/payment/create-session?application_id=${payer.applicationId}&lang=it`, { method: 'POST', headers: headers(payer) });
  const status = (payer: TestPayer, sessionId: string) =>
    fetch(`${sut.baseUrl}/api/v1/payment/session-status?application_id=${payer.applicationId}&session_id=${sessionId}`, { headers: headers(payer) });
  const expectUnavailable = async (answer: Response) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_SECONDS));
    await expect(answer.json()).resolves.toEqual({ success: false, message: SESSION_NOT_CREATED });
  };

  it('answers 503 with Retry-After and System.502 while Stripe refuses or never answers, logs it once, and pays again once it is back', async () => {
    const maria = await payerOf(sut);
    const first = await createSession(maria);
    expect(first.status).toBe(200);
    const sessionId = ((await first.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0];

    proxy.cut();
    for (const answer of await Promise.all([createSession(maria), createSession(maria), status(maria, sessionId)])) await expectUnavailable(answer);
    proxy.stall();
    await expectUnavailable(await createSession(maria));
    await expectUnavailable(await status(maria, sessionId));
    expect(linesMatching(warnings, /^stripe unavailable/)).toBe(1);
    expect(errors).not.toHaveBeenCalled();

    proxy.restore();
    const again = await createSession(maria);
    expect(again.status).toBe(200);
    // the same session as before the outage: nothing was lost or charged twice
    await expect(again.json()).resolves.toMatchObject({ clientSecret: expect.stringContaining(sessionId) });
    expect((await status(maria, sessionId)).status).toBe(200);
  });
});
