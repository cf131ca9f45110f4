import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { outsideTransaction } from './connection-guard.js';

/** Callbacks waiting for their transaction's commit, by the transaction's query runner. */
const waiting = new WeakMap<QueryRunner, (() => void)[]>();
const watched = new WeakSet<DataSource>();

/** Runs (commit) or drops (rollback) a transaction's callbacks once its outermost level ends; a savepoint's end is not the transaction's. */
const settle = (queryRunner: QueryRunner, committed: boolean): void => {
  if (queryRunner.isTransactionActive) return;
  const callbacks = waiting.get(queryRunner);
  waiting.delete(queryRunner);
  if (!committed || !callbacks) return;
  // what a callback starts is no part of the finished transaction (the connection guard must not count it)
  outsideTransaction(() => {
    for (const callback of callbacks) {
      try {
        callback();
      } catch {
        // a hint that failed: the commit stands, the pollers find the work at their next round
      }
    }
  });
};

const committedOrRolledBack: EntitySubscriberInterface = {
  afterTransactionCommit: ({ queryRunner }) => settle(queryRunner, true),
  afterTransactionRollback: ({ queryRunner }) => settle(queryRunner, false),
};

/**
 * Calls `callback` once the transaction `manager` belongs to has committed, or at once when `manager` is
 * not in a transaction; never when it rolls back. For in-process hints that something was written (wake a
 * poller now rather than at its next round): the callback must be synchronous, cheap and never needed for
 * correctness, since other processes only see the data at their next poll.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const queryRunner = manager.queryRunner;
  if (!queryRunner?.isTransactionActive) return callback();
  if (!watched.has(manager.dataSource)) {
    watched.add(manager.dataSource);
    manager.dataSource.subscribers.push(committedOrRolledBack);
  }
  const callbacks = waiting.get(queryRunner);
  if (callbacks) callbacks.push(callback);
  else waiting.set(queryRunner, [callback]);
}
