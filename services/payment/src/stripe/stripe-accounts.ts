import { Inject, Injectable, Logger } from '@nestjs/common';
import { callProvider } from '@tenant/server-kit';
import Stripe from 'stripe';
import { KEY_SET_NAMES, type KeySetName, type PaymentConfig, type StripeKeySet } from './payment-config.js';

export const PAYMENT_CONFIG = Symbol('PAYMENT_CONFIG');

/**
 * The Stripe API version this code is written against, pinned so Stripe cannot change the shapes under
 * it (the SDK's own version; embedded checkout is ui_mode 'embedded_page' since 2026-03-25.dahlia).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Network retries of one SDK call (Stripe's idempotency keys make them safe); with the timeout they bound a call. */
const STRIPE_NETWORK_RETRIES = 1;

/** Stripe cannot serve now: no connection or no answer within the timeout (the SDK's connection error), or a 5xx. */
export const stripeUnavailable = (error: unknown): boolean => {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  return type === 'StripeConnectionError' || (typeof statusCode === 'number' && statusCode >= 500);
};

/** One call to Stripe: an outage throws ProviderUnavailableException ('stripe', 503, logged once per outage). */
export const callStripe = <T>(call: () => Promise<T>): Promise<T> => callProvider('stripe', call, stripeUnavailable);

/** A configured Stripe account: its keys and an SDK client bound to them. */
export interface StripeAccount {
  name: KeySetName;
  keys: StripeKeySet;
  client: Stripe;
}

/** One SDK client per configured key set, pointed at STRIPE_API_URL when set (the local sandbox). */
@Injectable()
export class StripeAccounts {
  private readonly logger = new Logger(StripeAccounts.name);
  private readonly accounts = new Map<KeySetName, StripeAccount>();

  constructor(@Inject(PAYMENT_CONFIG) readonly config: PaymentConfig) {
    const api = config.apiUrl;
    for (const name of KEY_SET_NAMES) {
      const keys = config.keySets[name];
      if (!keys) continue;
      const client = new Stripe(keys.secretKey, {
        apiVersion: STRIPE_API_VERSION,
        // bounded: PROVIDER_TIMEOUT_MS per attempt instead of the SDK's 80 s, one retry
        timeout: config.timeoutMs,
        maxNetworkRetries: STRIPE_NETWORK_RETRIES,
        ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
      });
      this.accounts.set(name, { name, keys, client });
    }
    if (!this.accounts.has('default')) this.logger.warn('no Stripe keys (STRIPE_SECRET_KEY …): card payments cannot be taken');
    else if (!this.accounts.has('rental-pass')) this.logger.warn('no rental-pass Stripe keys (STRIPE_RENTAL_PASS_*): its applicants pay through the default account');
  }

  /** The account for a key set; the rental-pass partner's falls back to the default one when not configured. */
  accountFor(name: KeySetName): StripeAccount | null {
    return this.accounts.get(name) ?? (name === 'rental-pass' ? (this.accounts.get('default') ?? null) : null);
  }

  /** Exactly the named account (webhooks arrive per account). */
  exactly(name: KeySetName): StripeAccount | null {
    return this.accounts.get(name) ?? null;
  }
}
