import { paymentEnvFor, startStripeSandbox, type StripeSandbox } from '@tenant/stripe-sandbox';
import type { RunnerConfig } from '../config.js';

/** Where the product's own webhook endpoints are, for each sandbox account (README: Payment). */
const WEBHOOK_PATH = '/api/v1/payment/webhook/';

export interface RunningStripeSandbox {
  apiUrl: string;
  /** STRIPE_* for the payment service */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The local Stripe when no real keys are set (STRIPE_SECRET_KEY unset): on its own port
 * (STRIPE_SANDBOX_PORT, default a free one), with the product's default and rental-pass accounts whose
 * webhooks go to this product over the loopback address.
 */
export async function startStripeSandboxFor(config: Pick<RunnerConfig, 'host' | 'port'>, env: NodeJS.ProcessEnv = process.env): Promise<RunningStripeSandbox | null> {
  if (env.STRIPE_SECRET_KEY) return null;
  const loopback = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;
  const sandbox: StripeSandbox = await startStripeSandbox({
    accounts: ['default', 'rental-pass'].map((name) => ({ name, webhookUrl: `${loopback}${WEBHOOK_PATH}${name}` })),
    host: config.host,
    port: Number(env.STRIPE_SANDBOX_PORT ?? 0),
    publicUrl: env.STRIPE_SANDBOX_PUBLIC_URL || undefined,
  });
  return { apiUrl: sandbox.apiUrl, env: paymentEnvFor(sandbox), close: () => sandbox.close() };
}
