import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { REPORT_DATABASE } from '../report-database.js';
import { PaymentClearanceEntity } from './payment-clearance.entity.js';

/** Queries on payment_clearances: whether the payment service last said an application is paid (or waived). */
@Injectable()
export class PaymentClearancesRepository {
  constructor(@InjectEntityManager(REPORT_DATABASE) private readonly manager: EntityManager) {}

  /** Keeps the clearance unless a newer one is stored (delivery is at least once, in any order). */
  async save(clearance: PaymentClearanceEntity): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentClearanceEntity)
      .values(clearance)
      .orUpdate(['cleared', 'reason', 'changed_at'], ['application_id'], { overwriteCondition: { where: 'payment_clearances.changed_at <= EXCLUDED.changed_at' } })
      .execute();
  }

  async isCleared(applicationId: string): Promise<boolean> {
    return (await this.manager.findOneBy(PaymentClearanceEntity, { applicationId }))?.cleared ?? false;
  }

  async delete(applicationId: string): Promise<void> {
    await this.manager.delete(PaymentClearanceEntity, { applicationId });
  }
}
