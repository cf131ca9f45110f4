import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applicationDeleted, paymentRefunded, paymentSucceeded, paymentWaived, type ContractEvent } from '@tenant/contracts';
import { DeletedApplications, EventBus, unlessApplicationDeleted } from '@tenant/server-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';

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
    @InjectDataSource(REPORT_DATABASE) private readonly database: DataSource,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe(SUBSCRIBER, paymentSucceeded.type, (event: ReturnType<typeof paymentSucceeded>) => this.onClearance(event, true, 'paid'));
    await this.bus.subscribe(SUBSCRIBER, paymentWaived.type, (event: ReturnType<typeof paymentWaived>) => this.onClearance(event, true, event.payload.reason));
    await this.bus.subscribe(SUBSCRIBER, paymentRefunded.type, (event: ReturnType<typeof paymentRefunded>) => this.onClearance(event, false, 'refunded'));
    await this.bus.subscribe(SUBSCRIBER, applicationDeleted.type, (event: ReturnType<typeof applicationDeleted>) => this.onApplicationDeleted(event));
  }

  onClearance(event: ContractEvent<{ applicationId: string }>, cleared: boolean, reason: string): Promise<void> {
    return unlessApplicationDeleted(this.database, event.payload.applicationId, async (manager) => {
      await manager.query(
        `INSERT INTO payment_clearances (application_id, cleared, reason, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (application_id) DO UPDATE SET cleared = EXCLUDED.cleared, reason = EXCLUDED.reason, changed_at = EXCLUDED.changed_at
         WHERE payment_clearances.changed_at <= EXCLUDED.changed_at`,
        [event.payload.applicationId, cleared, reason, new Date(event.meta.occurredAt)],
      );
    });
  }

  async onApplicationDeleted(event: ReturnType<typeof applicationDeleted>): Promise<void> {
    await this.database.transaction(async (manager) => {
      await new DeletedApplications(manager).record(event.payload.applicationId);
      await manager.query('DELETE FROM payment_clearances WHERE application_id = $1', [event.payload.applicationId]);
    });
  }

  async isCleared(manager: EntityManager, applicationId: string): Promise<boolean> {
    const rows = (await manager.query('SELECT cleared FROM payment_clearances WHERE application_id = $1', [applicationId])) as { cleared: boolean }[];
    return rows[0]?.cleared ?? false;
  }
}
