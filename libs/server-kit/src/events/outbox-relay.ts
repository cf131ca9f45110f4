import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { ContractEvent, EventMeta } from '@tenant/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { databaseOutages } from '../database/database-availability.js';
import { tryTransactionLock } from '../database/transaction-lock.js';
import type { EventPublisher } from './event-publisher.js';
import { outboxCommits } from './outbox.js';

export interface OutboxRelayOptions {
  /** how often it looks for rows when nothing woke it (rows of other instances, a failed round) */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Delivered events are kept this long (to trace a delivery), then deleted: their payloads hold personal
 * data (names, e-mails, details) that must not outlive the data itself (retention, spec 1§9). pg-boss
 * drops its own copies within days too (archived after 12 h, deleted after 7 days, its defaults).
 */
export const OUTBOX_KEEP_DELIVERED_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The job id of an outbox row's delivery: the schema's hash, then the row id, as a uuid. The same row
 * always gets the same id; and since pg-boss takes the jobs queued in one transaction (one created_on)
 * in id order, a batch's jobs run in the order of its rows.
 */
export const outboxJobId = (schema: string, rowId: string): string => {
  const hex = createHash('sha256').update(schema).digest('hex').slice(0, 16) + BigInt(rowId).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  meta: EventMeta;
}

/**
 * Moves undelivered outbox rows to the publisher in order and marks them delivered. The publisher
 * queues each event in the relay's transaction under the row's job id, so the jobs commit with the
 * delivered mark or not at all, and a row delivered again finds its jobs already queued.
 *
 * Several instances may run a relay per schema against one database; one relays at a time. Each batch
 * first takes the schema's transaction-level advisory lock, and a relay that does not get it skips the
 * round. With row locks alone (FOR UPDATE SKIP LOCKED) a second relay would take the next batch and
 * publish it beside the first, out of order. The lock goes with the transaction (and with a killed
 * instance's connection), so another instance relays at its next round.
 *
 * It polls, and a commit in this process that wrote to its outbox wakes it at once (outboxCommits): an
 * event leaves within milliseconds instead of up to a poll interval later. Rows written by other
 * processes wait for the poll; nothing depends on the wake-up but latency.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = true;
  private prunedAt = 0;
  /** a round is running, and whether a commit woke the relay meanwhile (its rows may be after the round's read) */
  private busy = false;
  private wokenWhileBusy = false;
  private readonly wake = (): void => {
    if (this.stopped) return;
    if (this.busy) this.wokenWhileBusy = true;
    else this.schedule(0);
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions = {},
  ) {}

  /** Relays one batch; returns how many rows were delivered (0 too when another instance's relay has the turn). */
  async relayPending(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryTransactionLock(manager, `outbox-relay:${this.schema}`))) return 0;
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, type, payload, meta FROM "${this.schema}".outbox
          WHERE delivered_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE`,
        [this.options.batchSize ?? 50],
      );
      const delivered = (await this.publishedAtOnce(manager, rows)) ? rows.map((row) => row.id) : await this.publishedOneByOne(manager, rows);
      if (delivered.length) {
        await manager.query(
          `UPDATE "${this.schema}".outbox SET delivered_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
          [delivered],
        );
      }
      return delivered.length;
    });
  }

  private eventOf = (row: OutboxRow): ContractEvent => ({ type: row.type, payload: row.payload, meta: row.meta });

  /** The whole batch in one go when the publisher can (publishBatch); false, with nothing of it kept, when that failed or cannot be done. */
  private async publishedAtOnce(manager: EntityManager, rows: OutboxRow[]): Promise<boolean> {
    if (!this.publisher.publishBatch || rows.length < 2) return false;
    await manager.query('SAVEPOINT relay_batch');
    try {
      await this.publisher.publishBatch(rows.map((row) => ({ event: this.eventOf(row), jobId: outboxJobId(this.schema, row.id) })), manager);
      return true;
    } catch {
      await manager.query('ROLLBACK TO SAVEPOINT relay_batch');
      return false;
    }
  }

  /** Row by row, stopping at the first that fails (recorded on its row); answers the ids delivered. */
  private async publishedOneByOne(manager: EntityManager, rows: OutboxRow[]): Promise<string[]> {
    const delivered: string[] = [];
    for (const row of rows) {
      // a failed publish undoes only its own row's jobs: the rows before it stay published
      await manager.query('SAVEPOINT relay_row');
      try {
        await this.publisher.publish(this.eventOf(row), { manager, jobId: outboxJobId(this.schema, row.id) });
        delivered.push(row.id);
      } catch (error) {
        await manager.query('ROLLBACK TO SAVEPOINT relay_row');
        await manager.query(`UPDATE "${this.schema}".outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
          row.id,
          error instanceof Error ? error.message : String(error),
        ]);
        break; // keep the order: later rows wait for this one
      }
    }
    return delivered;
  }

  /** Deletes the events delivered before `before`; answers how many. */
  async pruneDelivered(before: Date): Promise<number> {
    const [, deleted] = (await this.dataSource.query(`DELETE FROM "${this.schema}".outbox WHERE delivered_at < $1`, [before])) as [unknown, number];
    return deleted;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    outboxCommits.on(this.schema, this.wake);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    outboxCommits.off(this.schema, this.wake);
    clearTimeout(this.timer);
    await this.running;
  }

  /** The next round in delayMs, replacing the one planned (never two rounds at once: a round plans its successor when it ends). */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.busy = true;
      this.wokenWhileBusy = false;
      this.running = this.relayPending()
        .then(async (count) => {
          if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
            this.prunedAt = Date.now();
            await this.pruneDelivered(new Date(Date.now() - OUTBOX_KEEP_DELIVERED_DAYS * 86_400_000));
          }
          return count;
        })
        .catch((error: unknown) => {
          if (!databaseOutages.record(error)) this.logger.warn(`outbox ${this.schema}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        })
        .then((count) => {
          this.busy = false;
          this.schedule(count || this.wokenWhileBusy ? 0 : (this.options.intervalMs ?? 250));
        });
    }, delayMs);
  }
}
