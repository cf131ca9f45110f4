import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Psd2RequisitionStatus } from '@tenant/contracts';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerOutages, providerTimeoutMs } from '@tenant/server-kit';
import { SignJWT } from 'jose';
import {
  AccountInformationProvider,
  type AuthorisedSession,
  type ConsentCallback,
  type ConsentRequest,
  type Institution,
  type ProviderAccount,
  type ProviderBalance,
  type ProviderTransaction,
  type PsuPresence,
  type StartedConsent,
} from './account-information.port.js';
import { ProviderError, retryAfterSeconds, type ProviderFailure } from './provider-error.js';
import { parseDecimalAmount } from '../../parsing/money.js';

/**
 * Settings from the environment (README: Configuration): ENABLE_BANKING_APP_ID (the application id, the
 * JWT's kid), its RSA private key as PEM in ENABLE_BANKING_PRIVATE_KEY or a file ENABLE_BANKING_PRIVATE_KEY_PATH,
 * and ENABLE_BANKING_API_URL (default the production API).
 */
export interface EnableBankingConfig {
  appId: string | undefined;
  privateKeyPem: string | undefined;
  baseUrl: string;
  /** PROVIDER_TIMEOUT_MS: the bound of each request, body included (default: the provider default) */
  timeoutMs?: number;
}

export const ENABLE_BANKING_API_URL = 'https://api.enablebanking.com';

export const enableBankingConfigFrom = (env: NodeJS.ProcessEnv): EnableBankingConfig => {
  const path = env.ENABLE_BANKING_PRIVATE_KEY_PATH?.trim();
  return {
    appId: env.ENABLE_BANKING_APP_ID?.trim() || undefined,
    privateKeyPem: env.ENABLE_BANKING_PRIVATE_KEY?.trim() || (path ? readFileSync(path, 'utf8') : undefined),
    baseUrl: env.ENABLE_BANKING_API_URL?.trim() || ENABLE_BANKING_API_URL,
    timeoutMs: providerTimeoutMs(env),
  };
};

/** The API's JWTs: RS256, kid = application id, these issuer and audience, at most a day long. */
const JWT_ISSUER = 'enablebanking.com';
const JWT_AUDIENCE = 'api.enablebanking.com';
const JWT_LIFETIME_S = 3600;
/** A cached token is renewed this long before it expires. */
const JWT_RENEW_MARGIN_S = 60;
/** A bank that pages forever is cut off here (each page holds many transactions). */
const MAX_TRANSACTION_PAGES = 100;

interface AmountType {
  currency: string;
  amount: string;
}

interface EbAccount {
  uid?: string;
  account_id?: { iban?: string };
  name?: string;
  details?: string;
  product?: string;
  currency?: string;
}

interface EbTransaction {
  entry_reference?: string | null;
  transaction_amount: AmountType;
  credit_debit_indicator: 'CRDT' | 'DBIT';
  status?: string;
  booking_date?: string | null;
  value_date?: string | null;
  transaction_date?: string | null;
  creditor?: { name?: string } | null;
  debtor?: { name?: string } | null;
  remittance_information?: string[] | null;
  balance_after_transaction?: AmountType | null;
}

interface EbError {
  message?: string;
  code?: number;
  error?: string;
  detail?: unknown;
}

/** Enable Banking's text error codes, by what the service does about them. */
const FAILURES: Record<string, ProviderFailure> = {
  EXPIRED_SESSION: 'expired',
  EXPIRED_AUTHORIZATION_CODE: 'expired',
  REVOKED_SESSION: 'revoked',
  CLOSED_SESSION: 'revoked',
  SESSION_DOES_NOT_EXIST: 'revoked',
  ASPSP_RATE_LIMIT_EXCEEDED: 'rate-limited',
  ASPSP_ERROR: 'unavailable',
  ASPSP_TIMEOUT: 'unavailable',
};

/** Session states onto the spec's requisition states. */
const SESSION_STATUSES: Record<string, Psd2RequisitionStatus> = {
  PENDING_AUTHORIZATION: 'UA',
  RETURNED_FROM_BANK: 'GA',
  AUTHORIZED: 'LN',
  EXPIRED: 'EX',
  CLOSED: 'EX',
  REVOKED: 'EX',
  CANCELLED: 'RJ',
  INVALID: 'RJ',
};

/** "1234.50" → 123450 cents, exactly (no binary floating point). */
export const centsOf = (amount: string): number => {
  const cents = parseDecimalAmount(amount);
  if (cents === null) throw new ProviderError('invalid', `not an amount: ${amount}`);
  return cents;
};

/**
 * Enable Banking's Accounts API (DESIGN §4b): every request carries a JWT signed with the application's
 * private key (cached until shortly before it expires, never logged). Consent: POST /auth → the bank's
 * page → redirect with code → POST /sessions. Data: /accounts/{uid}/balances and /transactions (paged
 * by continuation_key). Error bodies {message, code, error, detail} and 429 with Retry-After become
 * ProviderError.
 */
export class EnableBankingProvider extends AccountInformationProvider {
  readonly name = 'enable-banking';
  private key: KeyObject | null = null;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: EnableBankingConfig,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async institutions(country: string): Promise<Institution[]> {
    const body = await this.request<{ aspsps: Array<{ name: string; country: string; bic?: string; maximum_consent_validity?: number }> }>(
      'GET',
      `/aspsps?${new URLSearchParams({ country, psu_type: 'personal', service: 'AIS' })}`,
    );
    return body.aspsps.map((aspsp) => ({
      name: aspsp.name,
      country: aspsp.country,
      bic: aspsp.bic ?? null,
      maxConsentDays: aspsp.maximum_consent_validity ? Math.floor(aspsp.maximum_consent_validity / 86_400) : null,
    }));
  }

  async startConsent(request: ConsentRequest): Promise<StartedConsent> {
    const body = await this.request<{ url: string; authorization_id: string }>('POST', '/auth', {
      access: { valid_until: request.validUntil.toISOString(), balances: true, transactions: true },
      aspsp: { name: request.institution.name, country: request.institution.country },
      state: request.state,
      redirect_url: request.redirectUrl,
      psu_type: 'personal',
      ...(request.language ? { language: request.language } : {}),
    });
    if (!body.url || !body.authorization_id) throw new ProviderError('unavailable', 'authorisation without url or id');
    return { url: body.url, authorisationId: body.authorization_id };
  }

  readCallback(query: Record<string, unknown>): ConsentCallback | null {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const state = text('state');
    if (!state) return null;
    const code = text('code');
    if (code) return { state, outcome: 'authorised', code };
    const error = text('error');
    if (!error) return null;
    // access_denied: the applicant said no at the bank; anything else failed on the way.
    return { state, outcome: error === 'access_denied' ? 'rejected' : 'failed', error };
  }

  async authorise(code: string): Promise<AuthorisedSession> {
    const body = await this.request<{ session_id: string; accounts: EbAccount[]; access: { valid_until: string } }>('POST', '/sessions', { code });
    return {
      sessionId: body.session_id,
      validUntil: new Date(body.access.valid_until),
      accounts: body.accounts.filter((account): account is EbAccount & { uid: string } => Boolean(account.uid)).map(toAccount),
    };
  }

  async sessionStatus(sessionId: string): Promise<Psd2RequisitionStatus> {
    const body = await this.request<{ status: string }>('GET', `/sessions/${encodeURIComponent(sessionId)}`);
    const status = SESSION_STATUSES[body.status];
    if (!status) throw new ProviderError('invalid', `unknown session status ${body.status}`);
    return status;
  }

  async balances(accountUid: string, psu?: PsuPresence): Promise<ProviderBalance[]> {
    const body = await this.request<{ balances: Array<{ balance_type: string; balance_amount: AmountType; reference_date?: string | null }> }>(
      'GET',
      `/accounts/${encodeURIComponent(accountUid)}/balances`,
      undefined,
      psu,
    );
    return body.balances.map((balance) => ({
      type: balance.balance_type,
      amount: centsOf(balance.balance_amount.amount),
      currency: balance.balance_amount.currency,
      referenceDate: balance.reference_date ?? null,
    }));
  }

  async transactions(accountUid: string, range: { from: string; to: string }, psu?: PsuPresence): Promise<ProviderTransaction[]> {
    const transactions: ProviderTransaction[] = [];
    let continuationKey: string | null = null;
    for (let page = 0; page < MAX_TRANSACTION_PAGES; page += 1) {
      const query = new URLSearchParams({ date_from: range.from, date_to: range.to, ...(continuationKey ? { continuation_key: continuationKey } : {}) });
      const body: { transactions: EbTransaction[]; continuation_key?: string | null } = await this.request('GET', `/accounts/${encodeURIComponent(accountUid)}/transactions?${query}`, undefined, psu);
      transactions.push(...body.transactions.map(toTransaction).filter((transaction): transaction is ProviderTransaction => transaction !== null));
      continuationKey = body.continuation_key ?? null;
      if (!continuationKey) return transactions;
    }
    throw new ProviderError('unavailable', `more than ${MAX_TRANSACTION_PAGES} pages of transactions`);
  }

  async endSession(sessionId: string): Promise<void> {
    await this.request('DELETE', `/sessions/${encodeURIComponent(sessionId)}`);
  }

  /** The signed token of the application, reused until shortly before it expires. */
  private async bearer(): Promise<string> {
    const nowS = Math.floor(this.now() / 1000);
    if (this.token && this.token.expiresAt - JWT_RENEW_MARGIN_S > nowS) return this.token.value;
    if (!this.config.appId || !this.config.privateKeyPem) throw new ProviderError('not-configured', 'ENABLE_BANKING_APP_ID and ENABLE_BANKING_PRIVATE_KEY (or _PATH) are required');
    this.key ??= createPrivateKey(this.config.privateKeyPem);
    const value = await new SignJWT({})
      .setProtectedHeader({ typ: 'JWT', alg: 'RS256', kid: this.config.appId })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + JWT_LIFETIME_S)
      .sign(this.key);
    this.token = { value, expiresAt: nowS + JWT_LIFETIME_S };
    return value;
  }

  private async request<T>(method: string, path: string, body?: unknown, psu?: PsuPresence): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${await this.bearer()}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // The applicant is present: the bank counts the read as theirs, not as one of the four unattended ones.
    if (psu) Object.assign(headers, { 'psu-ip-address': psu.ipAddress }, psu.userAgent ? { 'psu-user-agent': psu.userAgent } : {});
    const call = `${method} ${path.split('?')[0]}`;
    const outages = providerOutages(this.name);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // bounds the answer and its body: a provider that never answers is an outage, not a hung request
        signal: AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const failure = new ProviderError('unavailable', `${call}: ${error instanceof Error ? error.message : String(error)}`);
      outages.failed('unavailable', failure.message);
      throw failure;
    }
    if (response.ok) {
      outages.served();
      return (text ? JSON.parse(text) : {}) as T;
    }
    const failure = errorOf(response, text, call);
    // one log line per outage (5xx, 408), however many calls fail; any other answer shows it serves
    if (failure.failure === 'unavailable') outages.failed('unavailable', failure.message);
    else outages.served();
    throw failure;
  }
}

const errorOf = (response: Response, text: string, call: string): ProviderError => {
  let body: EbError = {};
  try {
    body = JSON.parse(text) as EbError;
  } catch {
    // not JSON: the status decides
  }
  const code = body.error ?? null;
  const failure: ProviderFailure =
    (code && FAILURES[code]) || (response.status === 429 ? 'rate-limited' : response.status >= 500 || response.status === 408 ? 'unavailable' : 'invalid');
  return new ProviderError(failure, `${call}: ${response.status} ${code ?? ''} ${body.message ?? ''}`.trim(), {
    status: response.status,
    code,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
  });
};

const toAccount = (account: EbAccount & { uid: string }): ProviderAccount => ({
  uid: account.uid,
  iban: account.account_id?.iban?.replace(/\s/g, '').toUpperCase() ?? null,
  holder: account.name ?? null,
  name: account.details ?? account.product ?? null,
  currency: account.currency ?? 'EUR',
});

/** A booking in signed cents; a transaction without any date cannot be placed in a statement and is left out. */
const toTransaction = (transaction: EbTransaction): ProviderTransaction | null => {
  const bookingDate = transaction.booking_date ?? transaction.value_date ?? transaction.transaction_date;
  if (!bookingDate) return null;
  const amount = centsOf(transaction.transaction_amount.amount);
  const signed = transaction.credit_debit_indicator === 'DBIT' ? -Math.abs(amount) : Math.abs(amount);
  const counterparty = signed < 0 ? transaction.creditor?.name : transaction.debtor?.name;
  return {
    reference: transaction.entry_reference ?? null,
    bookingDate,
    valueDate: transaction.value_date ?? bookingDate,
    amount: signed,
    currency: transaction.transaction_amount.currency,
    counterparty: counterparty ?? null,
    description: (transaction.remittance_information ?? []).join(' ').trim(),
    balanceAfter: transaction.balance_after_transaction ? centsOf(transaction.balance_after_transaction.amount) : null,
    status: transaction.status === 'PDNG' ? 'pending' : 'booked',
  };
};
