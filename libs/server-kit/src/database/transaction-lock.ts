import type { EntityManager } from 'typeorm';

/**
 * Takes the transaction-level advisory lock named `name` unless another transaction holds it, and
 * answers whether it got it. PostgreSQL releases it at commit or rollback, and when the holder's
 * connection dies (a killed instance), so another instance takes over at its next try. For work that
 * must run in one instance at a time when several run against one database: the outbox relay of a
 * schema, a periodic clean-up that writes events.
 */
export async function tryTransactionLock(manager: EntityManager, name: string): Promise<boolean> {
  // Outside a transaction the lock would end with the statement that took it.
  if (!manager.queryRunner?.isTransactionActive) throw new Error(`tryTransactionLock(${name}) needs a transaction`);
  const [row] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [name])) as { locked: boolean }[];
  return row.locked;
}
