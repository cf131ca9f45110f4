import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { PaymentEntity } from '../entities/payment.entity.js';
import { PAYMENT_DATABASE } from '../payment-database.js';
import type { PaymentStatus } from '../webhooks/payment-state.js';

export type NewPayment = Pick<PaymentEntity, 'applicationId' | 'attempt' | 'keySet' | 'providerSessionId' | 'amountCents' | 'currency' | 'email' | 'lang'>;

/** Queries on payments (one row per Checkout Session). */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectEntityManager(PAYMENT_DATABASE) private readonly manager: EntityManager) {}

  /** Serialises session creation for one application until the transaction ends (double clicks, two tabs). */
  async lockApplication(applicationId: string): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('payment:' || $1))`, [applicationId]);
  }

  latestOf(applicationId: string): Promise<PaymentEntity | null> {
    return this.manager.findOne(PaymentEntity, { where: { applicationId }, order: { attempt: 'DESC' } });
  }

  async isPaid(applicationId: string): Promise<boolean> {
    return (await this.manager.count(PaymentEntity, { where: { applicationId, status: 'paid' } })) > 0;
  }

  create(payment: NewPayment): Promise<PaymentEntity> {
    return this.manager.save(this.manager.create(PaymentEntity, { ...payment, status: 'created' }));
  }

  findById(id: string): Promise<PaymentEntity | null> {
    return this.manager.findOneBy(PaymentEntity, { id });
  }

  findBySession(providerSessionId: string): Promise<PaymentEntity | null> {
    return this.manager.findOneBy(PaymentEntity, { providerSessionId });
  }

  /** The payment of a session, locked until the transaction ends (webhooks of one session apply one at a time). */
  findBySessionForUpdate(providerSessionId: string): Promise<PaymentEntity | null> {
    return this.manager.findOne(PaymentEntity, { where: { providerSessionId }, lock: { mode: 'pessimistic_write' } });
  }

  findByPaymentIntentForUpdate(paymentIntentId: string): Promise<PaymentEntity | null> {
    return this.manager.findOne(PaymentEntity, { where: { paymentIntentId }, lock: { mode: 'pessimistic_write' } });
  }

  async update(id: string, fields: Partial<Pick<PaymentEntity, 'status' | 'paymentIntentId' | 'paidAt' | 'receiptSentAt'>>): Promise<void> {
    await this.manager.update(PaymentEntity, { id }, { ...fields, updatedAt: new Date() });
  }

  /** Takes the receipt of a paid payment to mail: false when it was taken already (or there is nobody to mail). */
  async claimReceipt(id: string, at = new Date()): Promise<boolean> {
    const { affected } = await this.manager.update(PaymentEntity, { id, receiptSentAt: IsNull(), email: Not(IsNull()), paidAt: Not(IsNull()) }, { receiptSentAt: at, updatedAt: at });
    return !!affected;
  }

  /** Gives a claimed receipt back after its mail failed (the retry mails it). */
  async releaseReceipt(id: string): Promise<void> {
    await this.manager.update(PaymentEntity, { id }, { receiptSentAt: null });
  }

  async setStatus(id: string, status: PaymentStatus, paidAt?: Date): Promise<void> {
    await this.update(id, paidAt ? { status, paidAt } : { status });
  }

  /** A deleted application's payments keep their amounts and states (bookkeeping), not the person's e-mail. */
  async forgetPerson(applicationId: string): Promise<void> {
    await this.manager.update(PaymentEntity, { applicationId }, { email: null });
  }
}
