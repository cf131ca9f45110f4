import type { CreatePaymentSessionResponse } from '@tenant/contracts';
import type { ApiClient } from './http.js';

/** Stripe's test card that pays without authentication. */
export const PAYING_CARD = '4242 4242 4242 4242';

interface ConfirmAnswer {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
  returnUrl?: string | null;
}

/**
 * Pays a checkout session in the local Stripe sandbox without a browser: what its embedded checkout page
 * sends when Pay is pressed (POST <sandbox>/checkout/confirm with the client secret, the publishable key and
 * the card). The sandbox completes the session and sends the product its webhook, as Stripe does. Only the
 * sandbox (a session with `stripeJsUrl`) can be paid this way; with real keys a browser is needed.
 * Gives the session id (from the return URL), for GET /v1/payment/session-status.
 */
export async function payInSandbox(client: ApiClient, session: CreatePaymentSessionResponse, cardholder: string): Promise<string> {
  if (!session.stripeJsUrl) throw new Error('no Stripe sandbox: the session is on real Stripe (STRIPE_SECRET_KEY set), which needs a browser');
  const sandbox = new URL(session.stripeJsUrl).origin;
  const answer = await client.call<ConfirmAnswer>('POST', `${sandbox}/checkout/confirm`, {
    json: { client_secret: session.clientSecret, key: session.publishableKey, number: PAYING_CARD, expiry: '12 / 34', cvc: '123', name: cardholder },
  });
  if (answer.status !== 200 || answer.body.status !== 'succeeded') throw new Error(`the sandbox checkout answered ${answer.status}: ${answer.body.status} ${answer.body.message ?? ''}`);
  const sessionId = answer.body.returnUrl ? new URL(answer.body.returnUrl).searchParams.get('session_id') : null;
  if (!sessionId) throw new Error(`no session id in the checkout's return URL ${answer.body.returnUrl}`);
  return sessionId;
}
