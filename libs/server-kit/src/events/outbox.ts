import type { ContractEvent } from '@tenant/contracts';
import type { EntityManager } from 'typeorm';

/** Writes a service's domain events next to its data, in the caller's transaction. */
export class Outbox {
  constructor(readonly schema: string) {}

  async record(manager: EntityManager, event: ContractEvent): Promise<void> {
    await manager.query(`INSERT INTO "${this.schema}".outbox (type, payload, meta) VALUES ($1, $2, $3)`, [
      event.type,
      JSON.stringify(event.payload ?? null),
      JSON.stringify(event.meta),
    ]);
  }
}
