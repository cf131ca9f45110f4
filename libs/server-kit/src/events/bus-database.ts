import { Logger } from '@nestjs/common';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { databaseOutages, reportServedConnections } from '../database/database-availability.js';
import { pgPoolOptions, type DatabasePoolSettings } from '../database/pool-settings.js';
import { NOTHING_RECORDED, unawaitedStatements } from './pg-boss-unawaited.js';

const logger = new Logger('EventBus');

/** What a query of pg-boss's gets once the bus is closed. */
export class EventBusClosedError extends Error {
  constructor() {
    super('event bus stopped');
  }
}

/**
 * The connection pool pg-boss runs its SQL through (its `db` option), owned by the event bus. Once
 * closed it refuses every new query at once: pg-boss's worker loops can still be between two polls
 * when the bus stops, and a poll that opened a new connection after the database (or, in a test, the
 * whole module environment) is gone could wait forever and keep its loop, and the process, alive.
 */
export class BusDatabase implements PgBoss.Db {
  private readonly pool: pg.Pool;
  private closing?: Promise<void>;
  /** queries running now: stopping the bus waits for a worker's fetch to end */
  private readonly running = new Set<Promise<unknown>>();

  /** pg-boss's statements whose failure nobody waits for (pg-boss-unawaited.ts) */
  private readonly unawaited: ReadonlySet<string>;

  constructor(connectionString: string, settings: DatabasePoolSettings, size: number, schema: string) {
    this.unawaited = unawaitedStatements(schema);
    this.pool = new pg.Pool({ connectionString, ...pgPoolOptions(settings, size), application_name: 'pgboss' });
    // an idle client cut off by the server: the pool drops it and opens another on the next query
    this.pool.on('error', (error) => databaseOutages.record(error));
    reportServedConnections(this.pool);
  }

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.closing) throw new EventBusClosedError();
    const query = this.pool.query(text, values);
    const settled: Promise<unknown> = query.then(
      () => this.running.delete(settled),
      () => this.running.delete(settled),
    );
    this.running.add(settled);
    try {
      const result = await query;
      return { rows: result.rows as unknown[] };
    } catch (error) {
      if (!this.unawaited.has(text)) throw error;
      if (!databaseOutages.record(error)) logger.warn(`a job's end was not recorded (it runs again once it expires): ${error instanceof Error ? error.message : String(error)}`);
      return NOTHING_RECORDED;
    }
  }

  /** Resolves once no query runs, those begun while it waits included. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** Whether a query runs now. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /**
   * Runs `work` while this process holds the advisory lock `name` (on a connection of its own, dropped
   * afterwards, which ends the lock): work of several instances on pg-boss's tables one at a time.
   */
  async exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.closing) throw new EventBusClosedError();
    const client = await this.pool.connect();
    // A checked-out client has no listener of the pool's: cut off between two queries (an outage, a
    // restarted server), its 'error' would end the process. The query in flight, if any, fails as well.
    const onError = (error: Error) => databaseOutages.record(error);
    client.on('error', onError);
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
      return await work();
    } finally {
      client.removeListener('error', onError);
      client.release(true);
    }
  }

  /** Refuses new queries, waits for the running ones and closes the connections. Once, however often called. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}
