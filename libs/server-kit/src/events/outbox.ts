import { EventEmitter } from 'node:events';
import type { ContractEvent } from '@tenant/contracts';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit.js';

/**
 * In this process: a transaction that recorded events in the outbox of a schema (the event's name) has
 * committed. The schema's relay here wakes at once instead of at its next poll (OutboxRelay.start).
 */
export const outboxCommits = new EventEmitter().setMaxListeners(0);

/** Writes a service's domain events next to its data, in the caller's transaction. */
export class Outbox {
  constructor(readonly schema: string) {}

  async record(manager: EntityManager, event: ContractEvent): Promise<void> {
    await manager.query(`INSERT INTO "${this.schema}".outbox (type, payload, meta) VALUES ($1, $2, $3)`, [
      event.type,
      JSON.stringify(event.payload ?? null),
      JSON.stringify(event.meta),
    ]);
    afterCommit(manager, () => outboxCommits.emit(this.schema));
  }
}
