import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Whether the payment service last said an application is paid (or its payment waived), from its events. */
@Entity('payment_clearances')
export class PaymentClearanceEntity {
  @PrimaryColumn({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'boolean' })
  cleared!: boolean;

  /** paid, the waiver's reason, or refunded */
  @Column({ type: 'text' })
  reason!: string;

  /** when the payment service said so: an older, redelivered event never overwrites a newer one */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
