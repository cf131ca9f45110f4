import express from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { apiRouter, SANDBOX_DEFAULT_API_VERSION } from './api-router.js';
import { checkoutPagesRouter } from './checkout-pages.js';
import { SandboxState, type SandboxAccount } from './sandbox-state.js';

export { signatureHeader } from './webhook-sender.js';
import type { Delivery } from './webhook-sender.js';

export type { Delivery } from './webhook-sender.js';
export type { SandboxAccount, CheckoutSession } from './sandbox-state.js';
export { TEST_CARDS } from './test-cards.js';

/** Retry schedule of undelivered webhooks: Stripe's hours and days, compressed to seconds. */
export const SANDBOX_RETRY_DELAYS_MS = [1000, 3000, 10_000, 30_000] as const;

export interface StripeSandboxOptions {
  /** the accounts by name, e.g. default and rental-pass; keys are generated */
  accounts: { name: string; webhookUrl?: string | null }[];
  host?: string;
  /** 0: a free port */
  port?: number;
  /** where browsers reach the sandbox (Stripe.js stand-in, checkout pages); default http://localhost:<port> */
  publicUrl?: string;
  retryDelaysMs?: readonly number[];
}

export interface StripeSandbox {
  /** the API base the SDK is pointed at (STRIPE_API_URL) */
  apiUrl: string;
  /** the Stripe.js stand-in for browsers (STRIPE_JS_URL) */
  stripeJsUrl: string;
  accounts: SandboxAccount[];
  account(name: string): SandboxAccount;
  /** Where an account's webhooks go (Stripe Dashboard: webhook endpoint). */
  setWebhookUrl(name: string, url: string | null): void;
  /** Sends an event of an account as Stripe would (like `stripe trigger`), e.g. SEPA's async results. */
  emit(name: string, type: string, object: object): { id: string; type: string };
  /** Every webhook delivery attempt, oldest first. */
  deliveries(): Delivery[];
  /** The session as the sandbox holds it (tests). */
  session(id: string): ReturnType<SandboxState['find']>;
  close(): Promise<void>;
}

const key = (prefix: string, name: string) => `${prefix}_test_sandbox_${name.replace(/[^a-z0-9]/gi, '')}_${randomBytes(12).toString('hex')}`;

/**
 * A local Stripe on its own port: the API the SDK calls (its host/port/protocol options point here),
 * the Stripe.js stand-in and checkout pages for browsers, and webhooks signed as Stripe signs them.
 */
export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const accounts: SandboxAccount[] = options.accounts.map(({ name, webhookUrl }) => ({
    name,
    secretKey: key('sk', name),
    publishableKey: key('pk', name),
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
    webhookUrl: webhookUrl ?? null,
  }));
  const state = new SandboxState(accounts, options.retryDelaysMs ?? SANDBOX_RETRY_DELAYS_MS);
  const app = express();
  app.disable('x-powered-by');
  app.use(checkoutPagesRouter(state));
  app.use(apiRouter(state));
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolve(listening));
    listening.once('error', reject);
  });
  const port = (server.address() as { port: number }).port;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const account = (name: string) => {
    const found = state.accountByName(name);
    if (!found) throw new Error(`no sandbox account ${name}`);
    return found;
  };
  return {
    apiUrl: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`,
    stripeJsUrl: `${publicUrl}/js/stripe.js`,
    accounts,
    account,
    setWebhookUrl: (name, url) => {
      account(name).webhookUrl = url;
    },
    emit: (name, type, object) => {
      const found = account(name);
      return state.emit(found, SANDBOX_DEFAULT_API_VERSION, type, object);
    },
    deliveries: () => state.webhooks.deliveries.slice(),
    session: (id) => state.find(id),
    close: async () => {
      state.webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The payment service's environment for the sandbox's accounts (README: Payment). */
export function paymentEnvFor(sandbox: StripeSandbox, keySets: Record<string, string> = { default: 'STRIPE_', 'rental-pass': 'STRIPE_RENTAL_PASS_' }): Record<string, string> {
  const env: Record<string, string> = { STRIPE_API_URL: sandbox.apiUrl, STRIPE_JS_URL: sandbox.stripeJsUrl };
  for (const [name, prefix] of Object.entries(keySets)) {
    const account = sandbox.accounts.find((candidate) => candidate.name === name);
    if (!account) continue;
    Object.assign(env, { [`${prefix}SECRET_KEY`]: account.secretKey, [`${prefix}PUBLISHABLE_KEY`]: account.publishableKey, [`${prefix}WEBHOOK_SECRET`]: account.webhookSecret });
  }
  return env;
}
