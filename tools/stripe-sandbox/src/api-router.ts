import express, { Router, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { SandboxAccount, SandboxState } from './sandbox-state.js';
import { stripeId } from './webhook-sender.js';

/** The API version where embedded checkout became ui_mode 'embedded_page' (before: 'embedded'). */
export const EMBEDDED_PAGE_SINCE = '2026-03-25';
/** The version the sandbox answers with when a request names none (an account's default). */
export const SANDBOX_DEFAULT_API_VERSION = '2026-10-28.endive';

type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';

/** Stripe's error shape: `{ error: { type, code?, message, param? } }`, with a request id header. */
function stripeError(res: Response, status: number, type: StripeErrorType, message: string, extra: { code?: string; param?: string } = {}): void {
  res.status(status).json({ error: { type, message, ...extra, request_log_url: null } });
}

const apiVersionOf = (req: Request): string => req.get('stripe-version') || SANDBOX_DEFAULT_API_VERSION;

const asRecord = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : {};

interface LineItem {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
}

/**
 * The part of Stripe's API the payment service calls, form-encoded as the SDK sends it: create,
 * retrieve and expire Checkout Sessions, and refunds. Keys by bearer secret key; Idempotency-Key
 * answers a repeated request with the first answer (and refuses other parameters under the same key).
 */
export function apiRouter(state: SandboxState): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: true, limit: '64kb' }));
  router.use((req, res, next) => {
    res.setHeader('request-id', `req_${randomBytes(8).toString('hex')}`);
    res.setHeader('stripe-version', apiVersionOf(req));
    const key = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const account = state.accountBySecret(key);
    if (!account) {
      stripeError(res, 401, 'invalid_request_error', `Invalid API Key provided: ${key ? `${key.slice(0, 8)}${'*'.repeat(8)}` : '(none)'}`);
      return;
    }
    res.locals.account = account;
    next();
  });

  /** Same Idempotency-Key and parameters: the first answer again; other parameters: Stripe's idempotency error. */
  const idempotent = (handler: (req: Request, res: Response, account: SandboxAccount) => { status: number; body: unknown } | null) => (req: Request, res: Response) => {
    const account = res.locals.account as SandboxAccount;
    const key = req.get('idempotency-key');
    const fingerprint = `${req.method} ${req.path} ${JSON.stringify(req.body ?? {})}`;
    const stored = key ? state.idempotent.get(`${account.name}:${key}`) : undefined;
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        stripeError(res, 400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
        return;
      }
      res.setHeader('idempotent-replayed', 'true');
      res.status(stored.status).json(stored.body);
      return;
    }
    const answer = handler(req, res, account);
    if (!answer) return;
    if (key) state.idempotent.set(`${account.name}:${key}`, { fingerprint, ...answer });
    res.status(answer.status).json(answer.body);
  };

  router.post(
    '/v1/checkout/sessions',
    idempotent((req, res, account) => {
      const body = req.body as Record<string, unknown>;
      const version = apiVersionOf(req);
      const embedded = version.slice(0, 10) >= EMBEDDED_PAGE_SINCE ? 'embedded_page' : 'embedded';
      if (body.ui_mode !== embedded) {
        stripeError(res, 400, 'invalid_request_error', `Invalid ui_mode for API version ${version}: the sandbox serves embedded checkout only (ui_mode=${embedded}).`, { param: 'ui_mode' });
        return null;
      }
      if (body.mode !== 'payment') {
        stripeError(res, 400, 'invalid_request_error', 'The sandbox supports mode=payment only.', { param: 'mode' });
        return null;
      }
      const items = (Array.isArray(body.line_items) ? body.line_items : Object.values((body.line_items as object) ?? {})) as LineItem[];
      const item = items[0];
      const amount = Number(item?.price_data?.unit_amount);
      const currency = item?.price_data?.currency?.toLowerCase() ?? '';
      const quantity = Number(item?.quantity ?? 1);
      if (items.length !== 1 || !Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(currency) || !item?.price_data?.product_data?.name || quantity < 1) {
        stripeError(res, 400, 'invalid_request_error', 'line_items: one item with price_data (currency, unit_amount of at least 50, product_data.name) is required.', { param: 'line_items' });
        return null;
      }
      const returnUrl = typeof body.return_url === 'string' ? body.return_url : null;
      if (!returnUrl) {
        stripeError(res, 400, 'invalid_request_error', 'return_url is required when ui_mode is embedded_page.', { param: 'return_url' });
        return null;
      }
      const redirect = String(body.redirect_on_completion ?? 'always');
      const session = state.createSession(
        account,
        version,
        {
          amount_subtotal: amount * quantity,
          amount_total: amount * quantity,
          currency,
          client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
          customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
          locale: typeof body.locale === 'string' ? body.locale : null,
          metadata: asRecord(body.metadata),
          mode: 'payment',
          redirect_on_completion: redirect === 'never' || redirect === 'if_required' ? redirect : 'always',
          return_url: returnUrl,
          ui_mode: 'embedded_page',
        },
        item.price_data.product_data.name,
        asRecord((body.payment_intent_data as { metadata?: unknown } | undefined)?.metadata),
      );
      return { status: 200, body: session };
    }),
  );

  const sessionOf = (req: Request, res: Response) => {
    const stored = state.find(String(req.params.id));
    if (!stored || stored.account !== res.locals.account) {
      stripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${String(req.params.id)}'`, { code: 'resource_missing', param: 'session' });
      return null;
    }
    return stored;
  };

  router.get('/v1/checkout/sessions/:id', (req, res) => {
    const stored = sessionOf(req, res);
    if (stored) res.json(stored.session);
  });

  router.post('/v1/checkout/sessions/:id/expire', (req, res) => {
    const stored = sessionOf(req, res);
    if (!stored) return;
    if (stored.session.status !== 'open') {
      stripeError(res, 400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${stored.session.status}".`);
      return;
    }
    state.expire(stored);
    res.json(stored.session);
  });

  router.post(
    '/v1/refunds',
    idempotent((req, res, account) => {
      const paymentIntent = String((req.body as { payment_intent?: string }).payment_intent ?? '');
      const entry = state.chargeOf(account, paymentIntent);
      if (!entry) {
        stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${paymentIntent}'`, { code: 'resource_missing', param: 'payment_intent' });
        return null;
      }
      const { charge } = entry;
      if (charge.refunded) {
        stripeError(res, 400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
        return null;
      }
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
      const refund = { id: stripeId('re', 24), object: 'refund', amount: charge.amount, charge: charge.id, currency: charge.currency, payment_intent: paymentIntent, status: 'succeeded', created: Math.floor(Date.now() / 1000) };
      state.emit(account, entry.apiVersion, 'charge.refunded', charge);
      return { status: 200, body: refund };
    }),
  );

  router.use((req, res) => stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`));
  return router;
}
