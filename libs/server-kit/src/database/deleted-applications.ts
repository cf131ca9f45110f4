import type { DataSource, EntityManager } from 'typeorm';
import type { ServiceTransactionRunner, UnitOfWork } from './unit-of-work.js';

/**
 * The table a service keeps the ids of deleted applications in (its migration runs this). It holds
 * no personal data: only the application's uuid and when the service learnt of the deletion.
 */
export const DELETED_APPLICATIONS_TABLE = `
  CREATE TABLE deleted_applications (
    application_id uuid PRIMARY KEY,
    deleted_at timestamptz NOT NULL
  )`;

/**
 * How long a deleted id is remembered: longer than any event of the application can still arrive
 * (pg-boss keeps a queued job 14 days, its default; the outbox relay delivers within minutes).
 */
export const DELETED_APPLICATION_MEMORY_DAYS = 30;

/**
 * Deletion and a late event of the same application take this lock (exclusive and shared), so the
 * event's handler either commits before the deletion removes what it wrote, or runs after the
 * deletion committed and sees the id. Two keys: the service's schema and the application. A deletion
 * takes it first in its transaction, so it never waits for it while holding row locks.
 */
const LOCK_KEYS = `hashtext(current_schema() || '.deleted_applications'), hashtext($1)`;

/**
 * A service's record of the applications deleted (application/deleted). Events travel on separate
 * queues, so one of a deleted application may arrive after its application/deleted: every handler
 * that writes a read model asks here first and drops such an event. Works on a transaction's
 * EntityManager (the lock lasts until it ends).
 */
export class DeletedApplications {
  constructor(private readonly manager: EntityManager) {}

  /** First in the transaction that removes the application's data; prunes ids older than the memory. Idempotent. */
  async record(applicationId: string, now: Date = new Date()): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(${LOCK_KEYS})`, [applicationId]);
    await this.manager.query('INSERT INTO deleted_applications (application_id, deleted_at) VALUES ($1, $2) ON CONFLICT (application_id) DO NOTHING', [applicationId, now]);
    await this.prune(now);
  }

  async isDeleted(applicationId: string): Promise<boolean> {
    await this.manager.query(`SELECT pg_advisory_xact_lock_shared(${LOCK_KEYS})`, [applicationId]);
    const rows = (await this.manager.query('SELECT 1 FROM deleted_applications WHERE application_id = $1', [applicationId])) as unknown[];
    return rows.length > 0;
  }

  /** Forgets the ids deleted more than DELETED_APPLICATION_MEMORY_DAYS before `now`; answers how many. */
  async prune(now: Date): Promise<number> {
    const [, pruned] = (await this.manager.query(`DELETE FROM deleted_applications WHERE deleted_at < $1::timestamptz - make_interval(days => $2)`, [
      now,
      DELETED_APPLICATION_MEMORY_DAYS,
    ])) as [unknown, number];
    return pruned;
  }
}

/** Runs `write` in a transaction unless the application was deleted (then the event is acknowledged and nothing is written). */
export function unlessApplicationDeleted(dataSource: DataSource, applicationId: string, write: (manager: EntityManager) => Promise<void>): Promise<void> {
  return dataSource.transaction(async (manager) => {
    if (!(await new DeletedApplications(manager).isDeleted(applicationId))) await write(manager);
  });
}

/** unlessApplicationDeleted for a service's transaction runner: `write` gets the unit of work. */
export function inTransactionUnlessApplicationDeleted(transactions: ServiceTransactionRunner, applicationId: string, write: (tx: UnitOfWork) => Promise<void>): Promise<void> {
  return transactions.run(async (tx) => {
    if (!(await tx.get(DeletedApplications).isDeleted(applicationId))) await write(tx);
  });
}
