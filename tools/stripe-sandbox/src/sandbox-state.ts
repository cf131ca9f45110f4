import { randomBytes } from 'node:crypto';
import { stripeId, WebhookSender, type WebhookEndpoint } from './webhook-sender.js';

/** One sandbox Stripe account: its keys and its webhook endpoint (set in the Dashboard for a real one). */
export interface SandboxAccount {
  name: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
}

/** A Checkout Session as the API returns it (the fields the sandbox keeps). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  client_secret: string;
  created: number;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  redirect_on_completion: 'always' | 'if_required' | 'never';
  return_url: string | null;
  status: 'open' | 'complete' | 'expired';
  ui_mode: 'embedded_page';
  url: null;
}

interface StoredSession {
  account: SandboxAccount;
  apiVersion: string;
  session: CheckoutSession;
  productName: string;
  paymentIntentMetadata: Record<string, string>;
}

export interface StoredCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  paid: true;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

const now = () => Math.floor(Date.now() / 1000);

/** The sandbox's memory: accounts, sessions, charges, idempotent answers, and the webhooks it sends. */
export class SandboxState {
  readonly sessions = new Map<string, StoredSession>();
  readonly charges = new Map<string, { account: SandboxAccount; apiVersion: string; charge: StoredCharge }>();
  readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  readonly webhooks: WebhookSender;

  constructor(
    readonly accounts: SandboxAccount[],
    retryDelaysMs: readonly number[],
  ) {
    this.webhooks = new WebhookSender(retryDelaysMs);
  }

  accountBySecret(secretKey: string | undefined): SandboxAccount | null {
    return this.accounts.find((account) => account.secretKey === secretKey) ?? null;
  }

  accountByName(name: string): SandboxAccount | null {
    return this.accounts.find((account) => account.name === name) ?? null;
  }

  createSession(account: SandboxAccount, apiVersion: string, fields: Omit<CheckoutSession, 'id' | 'object' | 'client_secret' | 'created' | 'expires_at' | 'livemode' | 'payment_intent' | 'payment_status' | 'status' | 'url' | 'customer_details'>, productName: string, paymentIntentMetadata: Record<string, string>): CheckoutSession {
    const id = stripeId('cs_test', 58);
    const created = now();
    const session: CheckoutSession = {
      ...fields,
      id,
      object: 'checkout.session',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created,
      customer_details: null,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      url: null,
    };
    this.sessions.set(id, { account, apiVersion, session, productName, paymentIntentMetadata });
    return session;
  }

  find(sessionId: string): StoredSession | null {
    return this.sessions.get(sessionId) ?? null;
  }

  byClientSecret(clientSecret: string): StoredSession | null {
    const id = clientSecret.split('_secret_')[0];
    const stored = this.sessions.get(id);
    return stored?.session.client_secret === clientSecret ? stored : null;
  }

  /** The card was charged: the session completes paid, and Stripe's event goes out. */
  complete(stored: StoredSession, email: string | null, name: string | null): void {
    const { session } = stored;
    const paymentIntent = stripeId('pi', 24);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntent;
    session.customer_details = { email: email ?? session.customer_email, name };
    const charge: StoredCharge = {
      id: stripeId('ch', 24),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: paymentIntent,
      refunded: false,
      paid: true,
      status: 'succeeded',
      created: now(),
      metadata: {},
    };
    this.charges.set(charge.id, { account: stored.account, apiVersion: stored.apiVersion, charge });
    this.emit(stored.account, stored.apiVersion, 'checkout.session.completed', session);
  }

  expire(stored: StoredSession): void {
    stored.session.status = 'expired';
    this.emit(stored.account, stored.apiVersion, 'checkout.session.expired', stored.session);
  }

  chargeOf(account: SandboxAccount, paymentIntent: string) {
    return [...this.charges.values()].find((entry) => entry.account === account && entry.charge.payment_intent === paymentIntent) ?? null;
  }

  /** An event as Stripe sends it, to the account's webhook endpoint (with retries); returns the event. */
  emit(account: SandboxAccount, apiVersion: string, type: string, object: object): { id: string; type: string } {
    const event = {
      id: stripeId('evt', 24),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: account.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    const endpoint: WebhookEndpoint | null = account.webhookUrl ? { url: account.webhookUrl, secret: account.webhookSecret } : null;
    this.webhooks.send(endpoint, event);
    return event;
  }
}
