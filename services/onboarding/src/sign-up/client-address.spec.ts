import { startServiceTestApp, type ServiceTestApp } from '@tenant/server-kit/testing';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import { OnboardingModule } from '../onboarding.module.js';
import { EMAIL_CODE_LIMITS } from './email-codes.service.js';

let counter = 0;
const newEmail = () => `proxy.${Date.now().toString(36)}.${(counter += 1)}@example.it`;
/** Each case starts the service on its own fresh database (migrations included). */
const START_APP_TIMEOUT_MS = 30_000;
const tooMany = { status: 429, body: { success: false, message: SIGNUP_MESSAGES.tooManyRequests } };
/** A client without a device id counts as its address: the device limit applies to it (issue 22). */
const LIMIT = EMAIL_CODE_LIMITS.checksPerDevicePer10Minutes;

/** A wrong code checked from a claimed client address (X-Forwarded-For). */
const checkCode = (sut: ServiceTestApp, forwardedFor: string) =>
  sut.call('/api/v1/verify-email/submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: newEmail(), code: '123456' }),
  });

describe('the client address the per-IP limits count (TRUST_PROXY)', () => {
  it('counts by the forwarded address when the proxy in front is trusted', async () => {
    const sut = await startServiceTestApp('onboarding', [OnboardingModule], { trustProxy: 1 });
    try {
      for (let i = 0; i < LIMIT; i += 1) await checkCode(sut, '203.0.113.7');
      await expect(checkCode(sut, '203.0.113.7')).resolves.toMatchObject(tooMany);
      await expect(checkCode(sut, '203.0.113.8')).resolves.toMatchObject({ status: 401 });
    } finally {
      await sut.close();
    }
  }, START_APP_TIMEOUT_MS);

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per request', async () => {
    const sut = await startServiceTestApp('onboarding', [OnboardingModule]);
    try {
      for (let i = 0; i < LIMIT; i += 1) await checkCode(sut, `198.51.100.${i + 1}`);
      await expect(checkCode(sut, '198.51.100.250')).resolves.toMatchObject(tooMany);
    } finally {
      await sut.close();
    }
  }, START_APP_TIMEOUT_MS);
});
