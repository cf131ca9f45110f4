import type { ContractEvent } from '@tenant/contracts';

/** Where the outbox relay hands events over (the job queue in production). */
export interface EventPublisher {
  publish(event: ContractEvent): Promise<void>;
}

export type EventHandler<E extends ContractEvent = ContractEvent> = (event: E) => Promise<void>;
