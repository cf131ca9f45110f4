import { Injectable, type OnModuleInit } from '@nestjs/common';
import { applicationDeleted, paymentRefunded, paymentSucceeded, paymentWaived, type ContractEvent } from '@tenant/contracts';
import { DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { PaymentClearancesRepository } from './payment-clearances.repository.js';

/**
 * Its own subscriber name: the report's applicants read model also takes application/deleted, and two
 * handlers on one queue would each get only some of the events.
 */
const SUBSCRIBER = 'report-payment-clearance';

/** spec 2§8: the report is not paid for yet; the shell sends the applicant to the payment step (spec 2§4 Payment step 6). */
export const PAYMENT_REQUIRED = 'Payment.Error.PaymentRequired';

/**
 * The report's copy of whether an application is paid for (issue 13): paid or waived clears it, a refund
 * takes it back; the newest event wins (delivery is at least once, in any order); a deleted application gets none.
 */
@Injectable()
export class PaymentClearanceService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(SUBSCRIBER, paymentSucceeded.type, (event: ReturnType<typeof paymentSucceeded>) => this.onClearance(event, true, 'paid'));
    await this.bus.subscribe(SUBSCRIBER, paymentWaived.type, (event: ReturnType<typeof paymentWaived>) => this.onClearance(event, true, event.payload.reason));
    await this.bus.subscribe(SUBSCRIBER, paymentRefunded.type, (event: ReturnType<typeof paymentRefunded>) => this.onClearance(event, false, 'refunded'));
    await this.bus.subscribe(SUBSCRIBER, applicationDeleted.type, (event: ReturnType<typeof applicationDeleted>) => this.onApplicationDeleted(event));
  }

  onClearance(event: ContractEvent<{ applicationId: string }>, cleared: boolean, reason: string): Promise<void> {
    const { applicationId } = event.payload;
    return inTransactionUnlessApplicationDeleted(this.transactions, applicationId, (tx) =>
      tx.get(PaymentClearancesRepository).save({ applicationId, cleared, reason, changedAt: new Date(event.meta.occurredAt) }),
    );
  }

  async onApplicationDeleted(event: ReturnType<typeof applicationDeleted>): Promise<void> {
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(event.payload.applicationId);
      await tx.get(PaymentClearancesRepository).delete(event.payload.applicationId);
    });
  }
}
