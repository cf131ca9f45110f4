import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PSD2_ERROR_KEYS } from '@tenant/contracts';
import { PROVIDER_RETRY_AFTER_SECONDS } from '@tenant/server-kit';
import { eventually, startProviderStandIn, type OutageProxy, type ProviderStandIn } from '@tenant/server-kit/testing';
import { generateKeyPairSync } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { applicantOf, startIncomeTestApp, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { psd2InstitutionId } from '../bank-account/bank-list.js';
import { BANKS } from '../statements/bank-registry.js';

/**
 * The PSD2 provider down (issue 18), over real sockets: refused (the outage proxy cut), silent (stalled)
 * or answering 500. Starting a bank connection answers 503 with Retry-After and "could not connect",
 * the outage is one log line, and the connection starts again once the provider is back.
 */
describe('PSD2 provider outage', () => {
  let failing = false;
  /** Enable Banking's POST /auth, as far as starting a consent needs it */
  const handle: RequestListener = (request, response) => {
    response.setHeader('content-type', 'application/json');
    if (failing) response.writeHead(500).end('{"message":"internal"}');
    else if (request.method === 'POST' && request.url === '/auth') response.end(JSON.stringify({ url: 'https://bank.example/consent/1', authorization_id: 'auth-1' }));
    else response.writeHead(404).end('{}');
  };
  let standIn: ProviderStandIn;
  let proxy: OutageProxy;
  let sut: IncomeTestApp;
  let base: string;
  let giulia: TestApplicant;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const errors = jest.spyOn(Logger.prototype, 'error');

  beforeAll(async () => {
    standIn = await startProviderStandIn(handle);
    proxy = standIn.proxy;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    sut = await startIncomeTestApp({
      environment: {
        ENABLE_BANKING_APP_ID: 'test-application',
        ENABLE_BANKING_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ENABLE_BANKING_API_URL: standIn.url,
        // a short bound, so the test does not wait 10 s for a provider that never answers
        PROVIDER_TIMEOUT_MS: '500',
      },
    });
    base = `http://127.0.0.1:${(sut.app.getHttpServer().address() as { port: number }).port}`;
    giulia = await applicantOf(sut, { firstName: 'Giulia', lastName: 'Verdi' });
  });

  afterAll(async () => {
    proxy?.restore();
    await sut?.close();
    await standIn?.close();
    jest.restoreAllMocks();
  });

  const linesMatching = (spy: { mock: { calls: unknown[][] } }, pattern: RegExp) => spy.mock.calls.filter(([message]) => pattern.test(String(message))).length;
  const institutionId = psd2InstitutionId(BANKS.find((bank) => bank.psd2)!)!;
  const startConnection = () =>
    fetch(`${base}/api/v1/psd2/requisition?${new URLSearchParams({ application_id: giulia.applicationId, institution_id: institutionId, lang: 'it' })}`, { headers: { authorization: giulia.authorization } });
  const expectUnavailable = async (answer: Response) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_SECONDS));
    await expect(answer.json()).resolves.toEqual({ success: false, message: PSD2_ERROR_KEYS.couldNotConnect });
  };

  it('answers 503 with Retry-After and “could not connect” while the provider refuses, hangs or fails, logs it once, and connects once it is back', async () => {
    proxy.cut();
    for (const answer of await Promise.all([startConnection(), startConnection()])) await expectUnavailable(answer);
    proxy.stall();
    await expectUnavailable(await startConnection());
    proxy.restore();
    failing = true;
    await expectUnavailable(await startConnection());
    failing = false;
    expect(linesMatching(warnings, /^enable-banking unavailable/)).toBe(1);
    expect(linesMatching(warnings, /enable-banking start consent/)).toBe(0);
    expect(errors).not.toHaveBeenCalled();

    const again = await eventually(async () => {
      const answer = await startConnection();
      return answer.status === 200 && answer;
    });
    await expect(again.json()).resolves.toEqual({ success: true, requisition_id: expect.any(String), link: 'https://bank.example/consent/1' });
  });
});
