import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { paymentRefunded, paymentSucceeded } from '@tenant/contracts';
import type Stripe from 'stripe';
import { TransactionRunner, type UnitOfWork } from '../database/transaction-runner.js';
import type { PaymentEntity } from '../entities/payment.entity.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';
import { StripeEventsRepository } from '../repositories/stripe-events.repository.js';
import type { KeySetName } from '../stripe/payment-config.js';
import { StripeAccounts } from '../stripe/stripe-accounts.js';
import { transition, type PaymentStatus } from './payment-state.js';

export const INVALID_SIGNATURE = 'Payment.Error.WebhookSignature';

/** What an event says about its payment: the session or payment intent it names and the status it means. */
interface PaymentEffect {
  find: (payments: PaymentsRepository) => Promise<PaymentEntity | null>;
  to: PaymentStatus | null;
  paymentIntentId: string | null;
  /** the amount Stripe confirmed, checked against the payment's before it counts as paid */
  amount?: { total: number | null; currency: string | null };
}

const idOf = (value: string | { id: string } | null): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

const sessionEffect = (session: Stripe.Checkout.Session, to: PaymentStatus | null): PaymentEffect => ({
  find: (payments) => payments.findBySessionForUpdate(session.id),
  to,
  paymentIntentId: idOf(session.payment_intent),
  amount: { total: session.amount_total, currency: session.currency },
});

/** The Stripe events the service acts on (issue 13), and what each means; other types are acknowledged and ignored. */
function effectOf(event: Stripe.Event): PaymentEffect | null {
  switch (event.type) {
    // Cards are paid at completion; SEPA Direct Debit completes unpaid and settles days later (async events).
    case 'checkout.session.completed': {
      const session = event.data.object;
      return sessionEffect(session, session.payment_status === 'unpaid' ? null : 'paid');
    }
    case 'checkout.session.async_payment_succeeded':
      return sessionEffect(event.data.object, 'paid');
    case 'checkout.session.async_payment_failed':
      return sessionEffect(event.data.object, 'failed');
    case 'checkout.session.expired':
      return sessionEffect(event.data.object, 'expired');
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return null;
      // A partial refund leaves the report paid; only a full one takes it back.
      return { find: (payments) => payments.findByPaymentIntentForUpdate(paymentIntentId), to: charge.refunded ? 'refunded' : null, paymentIntentId };
    }
    default:
      return null;
  }
}

/**
 * Stripe's webhooks (issue 13): verified with stripe.webhooks.constructEvent on the raw body and the
 * account's signing secret, stored by event id and applied once, in one transaction with the payment's
 * change and its outbox event. Replays and out-of-order deliveries change nothing (payment-state.ts).
 */
@Injectable()
export class WebhookService {
  private readonly logger = new Logger(WebhookService.name);

  constructor(
    private readonly stripe: StripeAccounts,
    private readonly transactions: TransactionRunner,
  ) {}

  verify(keySet: KeySetName, rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    const account = this.stripe.exactly(keySet);
    if (!account || !rawBody || !signature) throw new BadRequestException(INVALID_SIGNATURE);
    try {
      return account.client.webhooks.constructEvent(rawBody, signature, account.keys.webhookSecret);
    } catch (error) {
      this.logger.warn(`webhook refused (${keySet}): ${(error as Error).message}`);
      throw new BadRequestException(INVALID_SIGNATURE);
    }
  }

  /** Applies a verified event once; true when it was new. */
  process(keySet: KeySetName, event: Stripe.Event): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      if (!(await tx.get(StripeEventsRepository).claim(event, keySet))) return false;
      const effect = effectOf(event);
      if (effect) await this.apply(tx, keySet, event, effect);
      return true;
    });
  }

  private async apply(tx: UnitOfWork, keySet: KeySetName, event: Stripe.Event, effect: PaymentEffect): Promise<void> {
    const payments = tx.get(PaymentsRepository);
    const payment = await effect.find(payments);
    if (!payment) {
      this.logger.warn(`${event.type} ${event.id}: no payment of this service`);
      return;
    }
    // The URL's account signed the event: it speaks only for sessions made with that account's keys.
    if (payment.keySet !== keySet) {
      this.logger.warn(`${event.type} ${event.id}: the payment belongs to account ${payment.keySet}, not ${keySet}; ignored`);
      return;
    }
    if (effect.paymentIntentId && !payment.paymentIntentId) await payments.update(payment.id, { paymentIntentId: effect.paymentIntentId });
    const next = effect.to && transition(payment.status, effect.to);
    if (!next) return;
    if (next === 'paid' && effect.amount && (effect.amount.total !== payment.amountCents || effect.amount.currency !== payment.currency)) {
      this.logger.error(`${event.type} ${event.id}: paid ${effect.amount.total} ${effect.amount.currency}, expected ${payment.amountCents} ${payment.currency}; not fulfilled`);
      return;
    }
    const at = new Date(event.created * 1000);
    await payments.setStatus(payment.id, next, next === 'paid' ? at : undefined);
    if (next === 'paid') {
      await tx.record(paymentSucceeded({ applicationId: payment.applicationId, paymentId: payment.id, amount: payment.amountCents, currency: payment.currency, paidAt: at.toISOString() }, payment.applicationId));
    }
    if (next === 'refunded' && payment.status === 'paid') {
      await tx.record(paymentRefunded({ applicationId: payment.applicationId, paymentId: payment.id, refundedAt: at.toISOString() }, payment.applicationId));
    }
  }
}
