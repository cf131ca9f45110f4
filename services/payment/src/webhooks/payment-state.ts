/** Where a payment stands (issue 13): created → paid | failed | expired | refunded; paid → refunded. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['paid', 'failed', 'expired', 'refunded'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
};

/**
 * The status after an event that says `to`, or null when it changes nothing: a replayed, late or
 * out-of-order event (an expiry after the payment, a success after a refund) never moves a payment back.
 */
export const transition = (from: PaymentStatus, to: PaymentStatus): PaymentStatus | null => (NEXT[from].includes(to) ? to : null);
