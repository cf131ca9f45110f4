import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@tenant/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mailServerUnavailable } from '../mail/mail-port.js';
import { providerFetch, providerOutages, ProviderUnavailableException } from './provider-outage.js';

/** providerFetch over real sockets: what counts as a provider's outage, and that it is logged once. */
describe(providerFetch.name, () => {
  let answer: 'ok' | 'missing' | 'error' | 'hang' = 'ok';
  const server: Server = createServer((_request, response) => {
    if (answer === 'hang') return;
    response.writeHead(answer === 'ok' ? 200 : answer === 'missing' ? 404 : 502).end('{}');
  });
  let url: string;
  let closedPort: string;
  const warnings = jest.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // a port that was free a moment ago: nothing listens there
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/`;
    await new Promise((resolve) => probe.close(resolve));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    jest.restoreAllMocks();
  });

  const outage = (provider: string, target: string) => providerFetch(provider, target, {}, 300).then(() => 'answered', (error: unknown) => error);

  it('turns a refused connection, a 5xx and no answer into one outage of the provider, and lets 4xx answers through', async () => {
    answer = 'missing';
    expect((await providerFetch('test-provider', url, {}, 300)).status).toBe(404);
    const refused = await outage('test-provider', closedPort);
    expect(refused).toBeInstanceOf(ProviderUnavailableException);
    expect(refused).toMatchObject({ provider: 'test-provider', retryAfterSeconds: 5, message: SERVICE_UNAVAILABLE_MESSAGE });
    answer = 'error';
    await expect(outage('test-provider', url)).resolves.toBeInstanceOf(ProviderUnavailableException);
    answer = 'hang';
    await expect(outage('test-provider', url)).resolves.toBeInstanceOf(ProviderUnavailableException);
    expect(warnings.mock.calls.filter(([line]) => String(line).startsWith('test-provider unavailable'))).toHaveLength(1);
    expect(providerOutages('test-provider').inOutage).toBe(true);
    expect(providerOutages('another-provider').inOutage).toBe(false);
  });

  it('answers the call’s own key with `as`', () => {
    expect(new ProviderUnavailableException('mail').as('Auth.Error.SignInEmailNotSent')).toMatchObject({ provider: 'mail', message: 'Auth.Error.SignInEmailNotSent', retryAfterSeconds: 5 });
  });
});

describe(mailServerUnavailable.name, () => {
  it('counts an unreachable or silent server and a temporary refusal, not a permanent one', () => {
    expect(mailServerUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(true);
    expect(mailServerUnavailable(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(mailServerUnavailable(Object.assign(new Error('421 try later'), { code: 'EENVELOPE', responseCode: 421 }))).toBe(true);
    expect(mailServerUnavailable(Object.assign(new Error('550 mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(false);
  });
});
