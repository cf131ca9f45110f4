import { createHmac, randomBytes } from 'node:crypto';

/** Stripe's signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;

export const stripeId = (prefix: string, length = 24): string => `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'network-error';
}

/**
 * Delivers events as Stripe does: a JSON POST signed afresh for every attempt, and retries with growing
 * delays while the endpoint does not answer 2xx (Stripe retries for days; the sandbox compresses the
 * schedule into `retryDelaysMs`).
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly retryDelaysMs: readonly number[]) {}

  send(endpoint: WebhookEndpoint | null, event: { id: string; type: string }, attempt = 1): void {
    if (!endpoint || this.closed) return;
    const payload = JSON.stringify(event, null, 2);
    void fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', 'stripe-signature': signatureHeader(payload, endpoint.secret) },
      body: payload,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 'network-error' as const)
      .then((status) => {
        this.deliveries.push({ eventId: event.id, type: event.type, attempt, status });
        const delivered = typeof status === 'number' && status >= 200 && status < 300;
        const delay = this.retryDelaysMs[attempt - 1];
        if (delivered || delay === undefined || this.closed) return;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.send(endpoint, event, attempt + 1);
        }, delay);
        this.timers.add(timer);
      });
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
