import { generateKeyPairSync } from 'node:crypto';
import { EnableBankingProvider, ProviderError, type ProviderTransaction } from '@tenant/service-income';
import { extractIBAN, isValidIBAN } from 'ibantools';
import { decideConsent, SANDBOX_APP_ID, startEnableBankingSandbox, type ConsentDecision } from './sandbox-harness.js';

const REDIRECT = 'https://app.example.test/api/v1/psd2/callback';
const DAY_MS = 86_400_000;

/** The adapter of the income service against the runner's sandbox: what production runs, on a local bank. */
describe(EnableBankingProvider.name, () => {
  let sandbox: Awaited<ReturnType<typeof startEnableBankingSandbox>>;
  let sut: EnableBankingProvider;

  beforeAll(async () => {
    sandbox = await startEnableBankingSandbox({ redirectOrigins: ['https://app.example.test'] });
    sut = new EnableBankingProvider({ appId: SANDBOX_APP_ID, privateKeyPem: sandbox.privateKeyPem, baseUrl: sandbox.url });
  });
  afterAll(() => sandbox?.close());

  const providerError = async (promise: Promise<unknown>): Promise<ProviderError> => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
    return error;
  };

  const consent = async (decision: ConsentDecision, options: { bank?: string; country?: string; validForMs?: number; accounts?: string[] } = {}) => {
    const started = await sut.startConsent({
      institution: { name: options.bank ?? 'Intesa Sanpaolo', country: options.country ?? 'IT' },
      state: `state-${Math.random()}`,
      redirectUrl: REDIRECT,
      validUntil: new Date(Date.now() + (options.validForMs ?? 90 * DAY_MS)),
      language: 'it',
    });
    const back = await decideConsent(started.url, decision, 'Giulia Verdi', options.accounts);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    return sut.readCallback(Object.fromEntries(back.searchParams));
  };

  const linked = async (options: Parameters<typeof consent>[1] = {}) => {
    const callback = await consent('approve', options);
    if (callback?.outcome !== 'authorised') throw new Error('not authorised');
    return sut.authorise(callback.code);
  };

  it('lists the Italian and the German banks of the income service as ASPSPs', async () => {
    const italian = await sut.institutions('IT');
    const german = await sut.institutions('DE');
    expect(italian.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Intesa Sanpaolo', 'UniCredit', 'Fineco', 'Poste Italiane']));
    expect(german.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Sparkasse', 'N26', 'Deutsche Bank', 'ING']));
    expect(italian.every((bank) => bank.country === 'IT') && german.every((bank) => bank.country === 'DE')).toBe(true);
    expect(italian[0].maxConsentDays).toBe(180);
  });

  it('links two approved accounts: holder, IBANs of the bank with valid check digits, a session that reads as LN', async () => {
    const session = await linked();
    expect(session.accounts).toHaveLength(2);
    for (const account of session.accounts) {
      expect(isValidIBAN(account.iban ?? '')).toBe(true);
      expect(extractIBAN(account.iban ?? '').bankIdentifier).toBe('03069');
      expect(account.holder).toBe('Giulia Verdi');
    }
    expect(session.accounts.map((account) => account.name)).toEqual(['Conto corrente', 'Conto deposito']);
    expect(session.validUntil.getTime()).toBeGreaterThan(Date.now() + 89 * DAY_MS);
    await expect(sut.sessionStatus(session.sessionId)).resolves.toBe('LN');
  });

  it('shares only the accounts the applicant ticked', async () => {
    const session = await linked({ accounts: ['1'] });
    expect(session.accounts.map((account) => account.name)).toEqual(['Conto deposito']);
  });

  it('reads six months of transactions over several pages, whose running balance ends on the booked balance', async () => {
    const session = await linked({ bank: 'Sparkasse', country: 'DE' });
    const current = session.accounts[0];
    const from = new Date(Date.now() - 200 * DAY_MS).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const transactions = await sut.transactions(current.uid, { from, to }, { ipAddress: '203.0.113.7' });
    expect(transactions.length).toBeGreaterThan(50); // more than one page of 50
    const booked = transactions.filter((transaction) => transaction.status === 'booked');
    expect(transactions.filter((transaction) => transaction.status === 'pending')).toHaveLength(1);
    const salaries = booked.filter((transaction) => transaction.amount > 0 && /Gehalt/.test(transaction.description));
    expect(salaries.length).toBeGreaterThanOrEqual(6);
    expect(salaries.every((salary) => salary.counterparty === 'Muster Technik GmbH')).toBe(true);
    expect(booked.some((transaction) => transaction.amount < 0 && /Miete/.test(transaction.description))).toBe(true);
    const [booking] = await sut.balances(current.uid);
    expect(booking).toMatchObject({ type: 'CLBD', currency: 'EUR' });
    const last = booked.reduce((latest: ProviderTransaction, transaction) => (transaction.bookingDate >= latest.bookingDate ? transaction : latest));
    expect(last.balanceAfter).toBe(booking.amount);
  });

  it('reports a refusal at the bank as rejected (access_denied)', async () => {
    await expect(consent('reject')).resolves.toEqual({ state: expect.any(String), outcome: 'rejected', error: 'access_denied' });
  });

  it('reports a consent left to expire: the code is refused as EXPIRED_AUTHORIZATION_CODE', async () => {
    const callback = await consent('expire');
    if (callback?.outcome !== 'authorised') throw new Error('expected a code');
    const error = await providerError(sut.authorise(callback.code));
    expect(error).toMatchObject({ failure: 'expired', details: { status: 422, code: 'EXPIRED_AUTHORIZATION_CODE' } });
  });

  it('refuses a wrong or reused code', async () => {
    expect(await providerError(sut.authorise('not-a-code'))).toMatchObject({ failure: 'invalid', details: { status: 400, code: 'WRONG_AUTHORIZATION_CODE' } });
    const callback = await consent('approve');
    if (callback?.outcome !== 'authorised') throw new Error('expected a code');
    await sut.authorise(callback.code);
    expect(await providerError(sut.authorise(callback.code))).toMatchObject({ failure: 'invalid', details: { code: 'ALREADY_AUTHORIZED' } });
  });

  it('ends a session: its status reads as EX and its accounts are closed', async () => {
    const session = await linked();
    await sut.endSession(session.sessionId);
    await expect(sut.sessionStatus(session.sessionId)).resolves.toBe('EX');
    expect(await providerError(sut.balances(session.accounts[0].uid))).toMatchObject({ failure: 'revoked', details: { status: 401, code: 'CLOSED_SESSION' } });
    expect(await providerError(sut.sessionStatus('00000000-0000-4000-8000-000000000000'))).toMatchObject({ failure: 'revoked', details: { status: 404, code: 'SESSION_DOES_NOT_EXIST' } });
  });

  it('reads a consent past its end as expired (EXPIRED_SESSION)', async () => {
    const session = await linked({ validForMs: 1500 });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    await expect(sut.sessionStatus(session.sessionId)).resolves.toBe('EX');
    expect(await providerError(sut.transactions(session.accounts[0].uid, { from: '2026-01-01', to: '2026-01-31' }))).toMatchObject({ failure: 'expired', details: { code: 'EXPIRED_SESSION' } });
  });

  it('is limited to four unattended reads of an account a day: then 429 with Retry-After; the applicant present is not', async () => {
    const { accounts } = await linked();
    const range = { from: new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) };
    for (let read = 0; read < 4; read += 1) await sut.transactions(accounts[0].uid, range);
    const error = await providerError(sut.transactions(accounts[0].uid, range));
    expect(error).toMatchObject({ failure: 'rate-limited', details: { status: 429, code: 'ASPSP_RATE_LIMIT_EXCEEDED' } });
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.details.retryAfterSeconds).toBeLessThanOrEqual(86_400);
    await expect(sut.transactions(accounts[0].uid, range, { ipAddress: '203.0.113.7' })).resolves.toEqual(expect.any(Array));
  });

  it('maps the error bodies of bad requests: unknown bank, redirect not registered, unknown account, bad dates', async () => {
    const request = { state: 's', redirectUrl: REDIRECT, validUntil: new Date(Date.now() + DAY_MS) };
    expect(await providerError(sut.startConsent({ ...request, institution: { name: 'Banca Inesistente', country: 'IT' } }))).toMatchObject({ failure: 'invalid', details: { code: 'WRONG_ASPSP_PROVIDED' } });
    expect(await providerError(sut.startConsent({ ...request, redirectUrl: 'https://evil.example/cb', institution: { name: 'UniCredit', country: 'IT' } }))).toMatchObject({
      failure: 'invalid',
      details: { code: 'REDIRECT_URI_NOT_ALLOWED' },
    });
    expect(await providerError(sut.balances('00000000-0000-4000-8000-000000000000'))).toMatchObject({ failure: 'invalid', details: { status: 404, code: 'ACCOUNT_DOES_NOT_EXIST' } });
    const { accounts } = await linked();
    expect(await providerError(sut.transactions(accounts[0].uid, { from: '2026-02-01', to: '2026-01-01' }))).toMatchObject({ failure: 'invalid', details: { code: 'WRONG_DATE_INTERVAL' } });
  });

  it('is refused with another key, and says what is missing without settings', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const impostor = new EnableBankingProvider({ appId: SANDBOX_APP_ID, privateKeyPem: stranger, baseUrl: sandbox.url });
    expect(await providerError(impostor.institutions('IT'))).toMatchObject({ failure: 'invalid', details: { status: 401, code: 'UNAUTHORIZED_ACCESS' } });
    const unnamed = new EnableBankingProvider({ appId: 'another-application', privateKeyPem: sandbox.privateKeyPem, baseUrl: sandbox.url });
    expect(await providerError(unnamed.institutions('IT'))).toMatchObject({ details: { status: 401 } });
    const unconfigured = new EnableBankingProvider({ appId: undefined, privateKeyPem: undefined, baseUrl: sandbox.url });
    expect(await providerError(unconfigured.institutions('IT'))).toMatchObject({ failure: 'not-configured' });
  });

  it('reads the redirect back only when it carries the state and a code or an error', () => {
    expect(sut.readCallback({ code: 'c' })).toBeNull();
    expect(sut.readCallback({ state: 's' })).toBeNull();
    expect(sut.readCallback({ state: 's', error: 'server_error' })).toEqual({ state: 's', outcome: 'failed', error: 'server_error' });
  });
});
