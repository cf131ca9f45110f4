import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { paymentSucceeded } from '@tenant/contracts';
import { toLanguage } from '@tenant/domain';
import { EventBus, MailPort, sendOnce } from '@tenant/server-kit';
import { ApplicationBillingRepository } from '../repositories/application-billing.repository.js';
import { PaymentsRepository } from '../repositories/payments.repository.js';
import { PAYMENT_SUBSCRIBER } from '../access/onboarding-read-model.service.js';
import { formatReceiptValues, RECEIPT_MAIL } from './receipt-mail.texts.js';

type PaymentSucceeded = ReturnType<typeof paymentSucceeded>;

/**
 * Mails the receipt of each payment once it is committed (from payment/succeeded, delivered by the
 * outbox; a failed send is retried by the bus). At least once delivery: each receipt is claimed before it is
 * sent (server-kit's sendOnce), so a redelivered or concurrently delivered event mails nothing more.
 */
@Injectable()
export class ReceiptMailerService implements OnModuleInit {
  private readonly logger = new Logger(ReceiptMailerService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly billing: ApplicationBillingRepository,
    private readonly mail: MailPort,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe<PaymentSucceeded>(PAYMENT_SUBSCRIBER, paymentSucceeded.type, (event) => this.onPaymentSucceeded(event));
  }

  async onPaymentSucceeded({ payload }: PaymentSucceeded): Promise<void> {
    const payment = await this.payments.findById(payload.paymentId);
    if (!payment?.email || payment.receiptSentAt || !payment.paidAt) return;
    const lang = toLanguage(payment.lang);
    const owner = await this.billing.find(payment.applicationId);
    const texts = RECEIPT_MAIL[lang];
    const params = {
      name: owner?.ownerName ?? null,
      ...formatReceiptValues(lang, payment.amountCents, payment.currency, payment.paidAt),
      // the report service issues the paid version under the payment's id: the report shows the same reference
      reference: payment.id,
      paymentReference: payment.paymentIntentId ?? payment.providerSessionId,
    };
    const to = payment.email;
    const sent = await sendOnce(
      () => this.payments.claimReceipt(payment.id),
      () => this.mail.send({ to, subject: texts.subject, text: texts.body(params) }),
      () => this.payments.releaseReceipt(payment.id),
    );
    if (sent) this.logger.log(`receipt of payment ${payment.id} mailed`);
  }
}
