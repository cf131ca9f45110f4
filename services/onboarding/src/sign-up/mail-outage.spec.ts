import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PROVIDER_RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import { eventually, startOutageProxy, targetOf, type OutageProxy } from '@tenant/server-kit/testing';
import { SIGNUP_MESSAGES } from '@tenant/validation';
import { startTestMailbox, type TestMailbox } from '../../test/fixtures/mailbox.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { CONTINUE_LATER_MESSAGES } from '../state/continue-later.service.js';

/**
 * The mail server down (issue 18): the calls that send a mail while the user waits answer 503 with
 * Retry-After and the message their screen shows, the outage is one log line, no call hangs on a
 * server that never answers, and nothing the user entered is lost: the retry sends the code.
 */
describe('mail server outage', () => {
  let mailbox: TestMailbox;
  let proxy: OutageProxy;
  let sut: OnboardingTestApp;
  let base: string;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const notes = jest.spyOn(Logger.prototype, 'log');
  const errors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    proxy = await startOutageProxy(targetOf(mailbox.url));
    // a short bound, so the test does not wait 10 s for a server that never answers
    sut = await startOnboardingTestApp({ smtpUrl: proxy.url(mailbox.url), providerTimeoutMs: 500 });
    base = `http://127.0.0.1:${(sut.app.getHttpServer().address() as { port: number }).port}`;
  });

  afterAll(async () => {
    proxy?.restore();
    await sut?.close();
    await proxy?.close();
    await mailbox?.close();
    jest.restoreAllMocks();
  });

  const linesMatching = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) => spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const expectUnavailable = async (answer: Response, message: string) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_SECONDS));
    await expect(answer.json()).resolves.toEqual({ success: false, message });
  };
  const user = {
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'giulia.mail-outage@example.it',
    mobile: '+39-333 123 4567',
    privacy_policy_consented: true,
    marketing_consented: false,
    data_processing_consented: false,
    employment_status: 'Employed',
    hide_nav: false,
  };
  const submit = () => post('/api/v1/signup/submit?lang=it', user);

  it('answers the sign-in mail’s own message with 503 and Retry-After, logs the outage once, and sends the code once the server is back', async () => {
    proxy.cut();
    // one after the other: a second submit while the first one's mail is still failing is held back as a
    // resend within 60 s (429), a race of a double click the outage does not change
    for (let attempt = 0; attempt < 2; attempt += 1) await expectUnavailable(await submit(), SIGNUP_MESSAGES.emailNotSent);
    // a server that accepts the connection and never answers: bounded by the timeout, the same answer
    proxy.stall();
    await expectUnavailable(await submit(), SIGNUP_MESSAGES.emailNotSent);
    expect(linesMatching(warnings, /^mail unavailable/)).toBe(1);
    expect(linesMatching(errors, /./)).toBe(0);
    expect(mailbox.messages()).toEqual([]);

    proxy.restore();
    const answer = await eventually(async () => {
      const retried = await submit();
      return retried.status === 200 && retried;
    });
    await expect(answer.json()).resolves.toEqual({ success: true, application_id: expect.any(String) });
    const code = mailbox.lastCodeFor(user.email);
    const verified = await post('/api/v1/verify-email/submit', { email: user.email, code });
    expect(verified.status).toBe(200);
    expect(linesMatching(notes, /^mail serves again/)).toBeLessThanOrEqual(1);
    expect(linesMatching(warnings, /^mail unavailable/)).toBe(1);
  });

  it('answers the continue-later mail’s own message with 503 and Retry-After while the server is down', async () => {
    const maria = await signedInApplicant(sut.app, { email: 'maria.mail-outage@example.it' });
    const continueLater = () => post(`/api/v1/workflow/send-continue-later-email?application_id=${maria.applicationId}&lang=it`, undefined, { authorization: maria.authorization });
    proxy.cut();
    await expectUnavailable(await continueLater(), CONTINUE_LATER_MESSAGES.notSent);
    proxy.restore();
    expect((await continueLater()).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

});
