import { randomUUID, type KeyObject } from 'node:crypto';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { consentPage, decisionPage } from './consent-page.js';
import { sandboxAccounts, type SandboxAccount, type SandboxBank } from './sandbox-accounts.js';

export interface EnableBankingSandboxOptions {
  /** the application id the JWTs must name as kid */
  appId: string;
  /** the application's public key: every request's JWT is verified with it */
  publicKey: KeyObject;
  /** where the applicant's browser reaches the sandbox (the product's public URL + mount path) */
  publicBaseUrl: string;
  /** origins the application registered for redirects back (Enable Banking refuses any other) */
  redirectOrigins: string[];
  banks: SandboxBank[];
  /** unattended reads of one account's transactions a day before the bank answers 429 (PSD2: 4) */
  unattendedReadsPerDay?: number;
  today?: () => string;
}

interface Authorization {
  id: string;
  bank: SandboxBank;
  state: string;
  redirectUrl: string;
  validUntil: string;
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  code: string | null;
  codeUsed: boolean;
  accounts: SandboxAccount[];
  chosen: string[];
}

interface Session {
  id: string;
  status: 'AUTHORIZED' | 'CLOSED';
  authorization: Authorization;
  created: string;
}

/** Enable Banking's error body: {message, code (the HTTP status), error (text code), detail}. */
const fail = (res: Response, status: number, error: string, message: string, headers: Record<string, string> = {}) => {
  res.set(headers).status(status).json({ message, code: status, error, detail: null });
};

const ERRORS = {
  unauthorized: [401, 'UNAUTHORIZED_ACCESS', 'Unauthorized access'],
  wrongAspsp: [400, 'WRONG_ASPSP_PROVIDED', 'Wrong ASPSP name provided'],
  redirect: [400, 'REDIRECT_URI_NOT_ALLOWED', 'Redirect URI not allowed'],
  parameters: [422, 'WRONG_REQUEST_PARAMETERS', 'Wrong request parameters provided'],
  wrongCode: [400, 'WRONG_AUTHORIZATION_CODE', 'Wrong authorization code provided'],
  codeExpired: [422, 'EXPIRED_AUTHORIZATION_CODE', 'Authorization code is expired'],
  alreadyAuthorized: [422, 'ALREADY_AUTHORIZED', 'Session is already authorized'],
  noSession: [404, 'SESSION_DOES_NOT_EXIST', 'No session found matching provided id'],
  sessionExpired: [401, 'EXPIRED_SESSION', 'Session is expired'],
  sessionClosed: [401, 'CLOSED_SESSION', 'Session is closed'],
  noAccount: [404, 'ACCOUNT_DOES_NOT_EXIST', 'No account found matching provided id'],
  rateLimit: [429, 'ASPSP_RATE_LIMIT_EXCEEDED', 'ASPSP Rate limit exceeded'],
  dates: [422, 'WRONG_DATE_INTERVAL', 'date_from should be less than or equal date_to'],
  continuation: [422, 'WRONG_CONTINUATION_KEY', 'Wrong continuation key provided'],
} as const satisfies Record<string, readonly [number, string, string]>;

const send = (res: Response, [status, error, message]: readonly [number, string, string], headers?: Record<string, string>) => fail(res, status, error, message, headers);

const PAGE_SIZE = 50;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Seconds until the next UTC midnight, when the bank's daily count starts again. */
const secondsToMidnight = (now = new Date()) => Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);

/**
 * A sandbox of Enable Banking's Accounts API on the runner (README: PSD2): the same paths, bodies and
 * error bodies, every request authenticated by the application's RS256 JWT (kid, iss, aud checked).
 * GET /aspsps lists the income service's Italian and German banks; POST /auth answers the URL of a
 * consent page where the applicant logs in as the account holder, picks accounts and approves, rejects or
 * lets the consent expire; the redirect back carries code or error with the state. Sessions, accounts,
 * balances and paged transactions follow; the bank answers 429 with Retry-After beyond four unattended
 * reads of an account a day. Everything lives in memory.
 */
export function enableBankingSandboxRouter(options: EnableBankingSandboxOptions): Router {
  const authorizations = new Map<string, Authorization>();
  const sessions = new Map<string, Session>();
  const accounts = new Map<string, { account: SandboxAccount; session: Session }>();
  const unattendedReads = new Map<string, number>();
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const router = Router();
  router.use(express.json({ limit: '64kb' }), express.urlencoded({ extended: false, limit: '16kb' }));

  const authenticate = async (req: Request, res: Response, next: NextFunction) => {
    const token = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    try {
      if (!token || decodeProtectedHeader(token).kid !== options.appId) throw new Error('kid');
      await jwtVerify(token, options.publicKey, { issuer: 'enablebanking.com', audience: 'api.enablebanking.com', algorithms: ['RS256'] });
      next();
    } catch {
      send(res, ERRORS.unauthorized);
    }
  };

  /** The session of an account, if it may still be read. */
  const readable = (res: Response, uid: string) => {
    const entry = accounts.get(uid);
    if (!entry) return void send(res, ERRORS.noAccount);
    if (entry.session.status === 'CLOSED') return void send(res, ERRORS.sessionClosed);
    if (entry.session.authorization.validUntil < new Date().toISOString()) return void send(res, ERRORS.sessionExpired);
    return entry;
  };

  // --- the applicant's browser: the consent page (no JWT) ---
  router.get('/consent/:id', (req, res) => {
    const authorization = authorizations.get(req.params.id);
    if (!authorization || authorization.status !== 'pending') {
      res.status(404).type('html').send(decisionPage('unknown'));
      return;
    }
    res.type('html').send(consentPage(authorization));
  });

  router.post('/consent/:id', (req, res) => {
    const authorization = authorizations.get(req.params.id);
    const body = (req.body ?? {}) as { decision?: string; holder?: string; accounts?: string | string[] };
    if (!authorization || authorization.status !== 'pending') {
      res.status(404).type('html').send(decisionPage('unknown'));
      return;
    }
    const back = new URL(authorization.redirectUrl);
    back.searchParams.set('state', authorization.state);
    if (body.decision === 'reject') {
      authorization.status = 'rejected';
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user refused to give consent');
      res.redirect(303, back.toString());
      return;
    }
    const holder = (body.holder ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
    const chosen = ([] as string[]).concat(body.accounts ?? []).filter((index) => /^\d$/.test(index));
    if (!holder || chosen.length === 0) {
      res.status(400).type('html').send(consentPage(authorization, 'Enter the account holder and choose at least one account.'));
      return;
    }
    authorization.accounts = sandboxAccounts(authorization.bank, holder, authorization.id, today());
    authorization.chosen = chosen;
    // "Let it expire": the bank sends the applicant back, but too late: the code has run out.
    authorization.status = body.decision === 'expire' ? 'expired' : 'approved';
    authorization.code = randomUUID();
    back.searchParams.set('code', authorization.code);
    res.redirect(303, back.toString());
  });

  // --- the application's API (JWT) ---
  router.get('/aspsps', authenticate, (req, res) => {
    const country = typeof req.query.country === 'string' ? req.query.country.toUpperCase() : null;
    res.json({
      aspsps: options.banks
        .filter((bank) => !country || bank.country === country)
        .map((bank) => ({
          name: bank.name,
          country: bank.country,
          logo: `${options.publicBaseUrl}/logos/${encodeURIComponent(bank.name)}.svg`,
          psu_types: ['personal'],
          auth_methods: [{ name: 'redirect', approach: 'REDIRECT', psu_type: 'personal' }],
          maximum_consent_validity: 180 * 86_400,
          sandbox: { users: [] },
          beta: false,
          bic: bank.bic,
          required_psu_headers: [],
        })),
    });
  });

  router.post('/auth', authenticate, (req, res) => {
    const body = (req.body ?? {}) as { access?: { valid_until?: string }; aspsp?: { name?: string; country?: string }; state?: string; redirect_url?: string; psu_type?: string };
    const bank = options.banks.find((candidate) => candidate.name === body.aspsp?.name && candidate.country === body.aspsp?.country);
    if (!bank) return send(res, ERRORS.wrongAspsp);
    const validUntil = body.access?.valid_until;
    if (!validUntil || Number.isNaN(Date.parse(validUntil)) || Date.parse(validUntil) <= Date.now() || !body.state || body.psu_type !== 'personal') return send(res, ERRORS.parameters);
    let redirect: URL;
    try {
      redirect = new URL(body.redirect_url ?? '');
    } catch {
      return send(res, ERRORS.redirect);
    }
    if (!options.redirectOrigins.includes(redirect.origin)) return send(res, ERRORS.redirect);
    const id = randomUUID();
    authorizations.set(id, { id, bank, state: body.state, redirectUrl: redirect.toString(), validUntil: new Date(validUntil).toISOString(), status: 'pending', code: null, codeUsed: false, accounts: [], chosen: [] });
    res.json({ url: `${options.publicBaseUrl}/consent/${id}`, authorization_id: id, psu_id_hash: randomUUID() });
  });

  router.post('/sessions', authenticate, (req, res) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const authorization = [...authorizations.values()].find((candidate) => candidate.code !== null && candidate.code === code);
    if (!authorization) return send(res, ERRORS.wrongCode);
    if (authorization.status === 'expired') return send(res, ERRORS.codeExpired);
    if (authorization.codeUsed) return send(res, ERRORS.alreadyAuthorized);
    authorization.codeUsed = true;
    const session: Session = { id: randomUUID(), status: 'AUTHORIZED', authorization, created: new Date().toISOString() };
    sessions.set(session.id, session);
    const shared = authorization.chosen.map((index) => authorization.accounts[Number(index)]).filter(Boolean);
    for (const account of shared) {
      account.uid = randomUUID();
      accounts.set(account.uid, { account, session });
    }
    res.json({
      session_id: session.id,
      accounts: shared.map((account) => ({
        uid: account.uid,
        account_id: { iban: account.iban },
        account_servicer: { bic_fi: authorization.bank.bic, name: authorization.bank.name },
        name: account.holder,
        details: account.details,
        product: account.product,
        cash_account_type: account.cash_account_type,
        currency: account.currency,
        usage: 'PRIV',
        psu_status: 'Account Holder',
      })),
      aspsp: { name: authorization.bank.name, country: authorization.bank.country },
      psu_type: 'personal',
      access: { valid_until: authorization.validUntil },
    });
  });

  router.get('/sessions/:id', authenticate, (req, res) => {
    const session = sessions.get(String(req.params.id));
    if (!session) return send(res, ERRORS.noSession);
    const expired = session.status === 'AUTHORIZED' && session.authorization.validUntil < new Date().toISOString();
    res.json({
      status: expired ? 'EXPIRED' : session.status,
      accounts: [...accounts.values()].filter((entry) => entry.session === session).map((entry) => entry.account.uid),
      aspsp: { name: session.authorization.bank.name, country: session.authorization.bank.country },
      psu_type: 'personal',
      access: { valid_until: session.authorization.validUntil },
      created: session.created,
      authorized: session.created,
    });
  });

  router.delete('/sessions/:id', authenticate, (req, res) => {
    const session = sessions.get(String(req.params.id));
    if (!session) return send(res, ERRORS.noSession);
    session.status = 'CLOSED';
    res.json({ message: 'OK' });
  });

  router.get('/accounts/:uid/balances', authenticate, (req, res) => {
    const entry = readable(res, String(req.params.uid));
    if (!entry) return;
    const amount = { currency: 'EUR', amount: (entry.account.bookedBalance / 100).toFixed(2) };
    res.json({
      balances: [
        { name: 'Booked balance', balance_amount: amount, balance_type: 'CLBD', reference_date: today() },
        { name: 'Available balance', balance_amount: amount, balance_type: 'ITAV', reference_date: today() },
      ],
    });
  });

  router.get('/accounts/:uid/transactions', authenticate, (req, res) => {
    const entry = readable(res, String(req.params.uid));
    if (!entry) return;
    const { date_from: from, date_to: to, continuation_key: key } = req.query as Record<string, string | undefined>;
    if ((from && !ISO_DATE.test(from)) || (to && !ISO_DATE.test(to)) || (from && to && from > to)) return send(res, ERRORS.dates);
    const offset = key === undefined ? 0 : Number(Buffer.from(key, 'base64url').toString('utf8'));
    if (!Number.isInteger(offset) || offset < 0) return send(res, ERRORS.continuation);
    // Without the applicant present (no PSU headers) the bank allows four reads a day per account.
    if (offset === 0 && !req.get('psu-ip-address')) {
      const counter = `${String(req.params.uid)}:${today()}`;
      const reads = (unattendedReads.get(counter) ?? 0) + 1;
      unattendedReads.set(counter, reads);
      if (reads > (options.unattendedReadsPerDay ?? 4)) return send(res, ERRORS.rateLimit, { 'retry-after': String(secondsToMidnight()) });
    }
    const matching = entry.account.transactions.filter((transaction) => {
      const date = transaction.booking_date ?? transaction.value_date;
      return (!from || date >= from) && (!to || date <= to);
    });
    const page = matching.slice(offset, offset + PAGE_SIZE);
    const next = offset + PAGE_SIZE < matching.length ? Buffer.from(String(offset + PAGE_SIZE)).toString('base64url') : null;
    res.json({ transactions: page, continuation_key: next });
  });

  return router;
}
