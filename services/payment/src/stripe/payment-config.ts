import { REPORT_PRICE_CENTS, REPORT_PRICE_CURRENCY } from '@tenant/domain';
import { providerTimeoutMs, ServerConfigError } from '@tenant/server-kit';

/** The two Stripe accounts (spec 2§6, 2§9): the product's, and the rental-pass partner's. */
export const KEY_SET_NAMES = ['default', 'rental-pass'] as const;
export type KeySetName = (typeof KEY_SET_NAMES)[number];

export const isKeySetName = (value: unknown): value is KeySetName => typeof value === 'string' && (KEY_SET_NAMES as readonly string[]).includes(value);

/** One Stripe account's keys; only the publishable key ever reaches a browser. */
export interface StripeKeySet {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface PaymentConfig {
  /** absent: no payment can be taken (create-session answers System.502), the rest works */
  keySets: Partial<Record<KeySetName, StripeKeySet>>;
  /** where the SDK sends its calls instead of api.stripe.com (the local sandbox) */
  apiUrl: URL | null;
  /** a Stripe.js stand-in for the browser (the sandbox's); absent: Stripe.js from Stripe's CDN */
  stripeJsUrl: string | null;
  /** smallest currency unit: 2000 = 20.00 */
  amountCents: number;
  currency: string;
  /** REGION_HOSTS' hosts (it=host,de=host), where the checkout may send a region's applicants back to */
  regionHosts: string[];
  /** PROVIDER_TIMEOUT_MS: the bound of each Stripe call */
  timeoutMs: number;
}

/** Environment variables of each key set: STRIPE_* and STRIPE_RENTAL_PASS_*. */
const PREFIX: Record<KeySetName, string> = { default: 'STRIPE_', 'rental-pass': 'STRIPE_RENTAL_PASS_' };

function keySetFrom(env: NodeJS.ProcessEnv, name: KeySetName): StripeKeySet | undefined {
  const prefix = PREFIX[name];
  const [secretKey, publishableKey, webhookSecret] = ['SECRET_KEY', 'PUBLISHABLE_KEY', 'WEBHOOK_SECRET'].map((key) => env[prefix + key]?.trim() || '');
  if (!secretKey && !publishableKey && !webhookSecret) return undefined;
  if (!secretKey || !publishableKey || !webhookSecret) throw new ServerConfigError(`${prefix}SECRET_KEY, ${prefix}PUBLISHABLE_KEY and ${prefix}WEBHOOK_SECRET go together`);
  if (!secretKey.startsWith('sk_') && !secretKey.startsWith('rk_')) throw new ServerConfigError(`${prefix}SECRET_KEY is not a Stripe secret key`);
  if (!publishableKey.startsWith('pk_')) throw new ServerConfigError(`${prefix}PUBLISHABLE_KEY is not a Stripe publishable key`);
  return { secretKey, publishableKey, webhookSecret };
}

/**
 * Payment settings from the environment (README: Payment): the key sets, PAYMENT_AMOUNT_CENTS and
 * PAYMENT_CURRENCY (default 2000 EUR cents, spec 2§9), STRIPE_API_URL and STRIPE_JS_URL (the sandbox),
 * REGION_HOSTS (the runner's: it=host,de=host).
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const amountCents = Number(env.PAYMENT_AMOUNT_CENTS ?? REPORT_PRICE_CENTS);
  if (!Number.isInteger(amountCents) || amountCents < 50) throw new ServerConfigError(`PAYMENT_AMOUNT_CENTS must be a whole number of cents (at least 50), not ${env.PAYMENT_AMOUNT_CENTS}`);
  const currency = (env.PAYMENT_CURRENCY || REPORT_PRICE_CURRENCY).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new ServerConfigError(`PAYMENT_CURRENCY must be an ISO 4217 code, not ${env.PAYMENT_CURRENCY}`);
  let apiUrl: URL | null = null;
  if (env.STRIPE_API_URL) {
    try {
      apiUrl = new URL(env.STRIPE_API_URL);
    } catch {
      throw new ServerConfigError(`STRIPE_API_URL is not a URL: ${env.STRIPE_API_URL}`);
    }
  }
  const keySets: PaymentConfig['keySets'] = {};
  for (const name of KEY_SET_NAMES) {
    const keySet = keySetFrom(env, name);
    if (keySet) keySets[name] = keySet;
  }
  const regionHosts = (env.REGION_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.split('=')[1]?.trim() ?? '')
    .filter(Boolean);
  return { keySets, apiUrl, stripeJsUrl: env.STRIPE_JS_URL || null, amountCents, currency, regionHosts, timeoutMs: providerTimeoutMs(env) };
}
