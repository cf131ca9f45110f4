import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A programming error, thrown where it is made: code inside a transaction asked the same pool for a
 * second connection. Under load every connection is held by a transaction waiting for another one and
 * the pool deadlocks (issue 18: twelve parallel state reads took the service down for good).
 */
export class NestedConnectionError extends Error {
  constructor(database: string) {
    super(
      `a transaction on database "${database}" asked its pool for a second connection while holding one: ` +
        'inside a unit of work use its repositories (tx.get(Repository)) or its manager, never a pool-bound repository, service method or dataSource.query',
    );
    this.name = NestedConnectionError.name;
  }
}

/** A connection a transaction holds, while its work runs. */
interface HeldConnection {
  readonly pool: object;
  open: boolean;
}

type ConnectCallback = (error: Error | undefined, ...rest: unknown[]) => void;

export interface PgPool {
  connect(callback?: ConnectCallback): Promise<unknown> | undefined;
  on(event: 'acquire', listener: () => void): unknown;
}

const held = new AsyncLocalStorage<readonly HeldConnection[]>();
const guarded = new WeakSet<DataSource>();

const isHeld = (pool: object): boolean => held.getStore()?.some((connection) => connection.open && connection.pool === pool) ?? false;

/**
 * Runs `work` (and everything it awaits) marked as holding a connection of `pool`. The mark ends when
 * the work settles, so something the work started and left running may use the pool afterwards.
 */
async function holding<T>(pool: object, work: () => Promise<T>): Promise<T> {
  const connection: HeldConnection = { pool, open: true };
  const outer = (held.getStore() ?? []).filter((other) => other.open);
  try {
    return await held.run([...outer, connection], work);
  } finally {
    connection.open = false;
  }
}

/**
 * Runs `work` as if no transaction held a connection: for a refresh a request starts in the background
 * and does not await (a cache reload), which waits for nobody's connection and may use the pool.
 */
export const outsideTransaction = <T>(work: () => T): T => held.exit(work);

/** How errors name a service's DataSource: its name when Nest gave it one, else its schema. */
const labelOf = (dataSource: DataSource): string => {
  const options = dataSource.options as { name?: string; schema?: string };
  return options.name ?? options.schema ?? 'default';
};

/** The pg pool under an initialised PostgreSQL DataSource. */
export const pgPoolOf = (dataSource: DataSource): PgPool => {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool) throw new Error(`database "${labelOf(dataSource)}" is not initialised`);
  return pool;
};

/**
 * Makes a nested acquire fail at once with NestedConnectionError instead of waiting: every transaction
 * opened on `dataSource` (`dataSource.transaction`, the unit of work) marks its work as holding a
 * connection, and the pool refuses to hand a second one to that work. Once per DataSource.
 */
export function guardNestedConnections(dataSource: DataSource): void {
  if (guarded.has(dataSource)) return;
  const pool = pgPoolOf(dataSource);
  const connect = pool.connect.bind(pool);
  pool.connect = (callback?: ConnectCallback) => {
    if (!isHeld(pool)) return connect(callback);
    const error = new NestedConnectionError(labelOf(dataSource));
    if (!callback) return Promise.reject(error);
    callback(error);
    return undefined;
  };

  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((isolationOrWork: unknown, maybeWork?: (manager: EntityManager) => Promise<unknown>) => {
    const work = (typeof isolationOrWork === 'function' ? isolationOrWork : maybeWork) as (manager: EntityManager) => Promise<unknown>;
    const guardedWork = (transactionManager: EntityManager) => holding(pool, () => work(transactionManager));
    return typeof isolationOrWork === 'function' ? transaction(guardedWork) : transaction(isolationOrWork, guardedWork);
  }) as EntityManager['transaction'];
  guarded.add(dataSource);
}
