import type { ContractEvent } from '@tenant/contracts';
import type { EntityManager } from 'typeorm';

/** How the outbox relay hands over one row: in its transaction, under a job id that is the row's own. */
export interface OutboxDelivery {
  /** the relay's transaction: the queued jobs commit with the row's delivered mark, or not at all */
  manager: EntityManager;
  /** the same for every delivery of the row (a queue refuses a second job with it); ids of one outbox sort as its rows */
  jobId: string;
}

/** Where the outbox relay hands events over (the job queue in production). */
export interface EventPublisher {
  publish(event: ContractEvent, delivery?: OutboxDelivery): Promise<void>;
  /**
   * Optional: a relay batch's events at once, in the relay's transaction (`manager`), in their order; all
   * or none (a failure leaves the relay to publish them one by one and find the failing row). Cuts a
   * batch's round trips from a few per row to a few in all: under load each one waits its turn in a busy
   * process, and they made the relay the bottleneck of event latency.
   */
  publishBatch?(events: { event: ContractEvent; jobId: string }[], manager: EntityManager): Promise<void>;
}

export type EventHandler<E extends ContractEvent = ContractEvent> = (event: E) => Promise<void>;
