import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { KeySetName } from '../stripe/payment-config.js';
import type { PaymentStatus } from '../webhooks/payment-state.js';

/** One Stripe Checkout Session of an application and where its payment stands. */
@Entity('payments')
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  /** 1, 2, …: part of the idempotency key, so a retried create never makes a second session */
  @Column({ type: 'integer' })
  attempt!: number;

  @Column({ name: 'key_set', type: 'text' })
  keySet!: KeySetName;

  @Column({ name: 'provider_session_id', type: 'text' })
  providerSessionId!: string;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @Column({ type: 'text' })
  status!: PaymentStatus;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** the applicant's language when paying: the receipt's language */
  @Column({ type: 'text' })
  lang!: string;

  @Column({ name: 'created_at', type: 'timestamptz', insert: false })
  createdAt!: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', insert: false })
  updatedAt!: Date;

  @Column({ name: 'receipt_sent_at', type: 'timestamptz', nullable: true })
  receiptSentAt!: Date | null;
}
