import type { Logger } from '@nestjs/common';
import pg from 'pg';
import { databaseOutages } from '../database/database-availability.js';

/** How long a lost listening connection waits before it is opened again (polling covers the gap). */
const RECONNECT_MS = 5_000;

/**
 * Wake-ups across processes: a transaction that queues jobs also NOTIFYs their queue names on one
 * channel (delivered by PostgreSQL at its commit, never for a rollback), and every bus with workers
 * LISTENs on a connection of its own and wakes its workers of those queues at once. So a job queued by
 * one API instance runs on another without waiting for a poll, and the workers can poll seldom, which
 * is most of what an idle product costs. Polling stays the fallback for a wake-up missed while the
 * listening connection was down (an outage, a restarted server).
 */
export class JobWakeups {
  private client?: pg.Client;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly wake: (queue: string) => void,
    private readonly logger: Logger,
  ) {}

  /** The statement that, run in the transaction that queued jobs on `queues`, wakes their workers everywhere at its commit. */
  notification(queues: string[]): { text: string; values: unknown[] } {
    return { text: 'SELECT pg_notify($1, $2)', values: [this.channel, [...new Set(queues)].join(',')] };
  }

  /** Starts listening, once; a lost connection is opened again after RECONNECT_MS until close(). */
  listen(): void {
    if (this.client || this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'pgboss-wakeups' });
    this.client = client;
    client.on('notification', ({ payload }) => {
      for (const queue of (payload ?? '').split(',')) if (queue) this.wake(queue);
    });
    client.on('error', (error) => this.lost(client, error));
    client
      .connect()
      .then(() => client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`))
      .catch((error: unknown) => this.lost(client, error));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    if (!databaseOutages.record(error)) this.logger.warn(`job wake-ups: ${error instanceof Error ? error.message : String(error)}; listening again in ${RECONNECT_MS / 1000} s`);
    this.reconnect = setTimeout(() => this.listen(), RECONNECT_MS);
    this.reconnect.unref();
  }
}
