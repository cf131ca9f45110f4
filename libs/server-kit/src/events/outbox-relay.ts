import { Logger } from '@nestjs/common';
import type { ContractEvent, EventMeta } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import type { EventPublisher } from './event-publisher.js';

export interface OutboxRelayOptions {
  intervalMs?: number;
  batchSize?: number;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  meta: EventMeta;
}

/**
 * Moves undelivered outbox rows to the publisher in order and marks them delivered. Delivery is at least
 * once: a crash between publishing and marking publishes the row again, so subscribers are idempotent.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions = {},
  ) {}

  /** Relays one batch; returns how many rows were delivered. */
  async relayPending(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, type, payload, meta FROM "${this.schema}".outbox
          WHERE delivered_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 50],
      );
      const delivered: string[] = [];
      for (const row of rows) {
        try {
          await this.publisher.publish({ type: row.type, payload: row.payload, meta: row.meta } satisfies ContractEvent);
          delivered.push(row.id);
        } catch (error) {
          await manager.query(`UPDATE "${this.schema}".outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            row.id,
            error instanceof Error ? error.message : String(error),
          ]);
          break; // keep the order: later rows wait for this one
        }
      }
      if (delivered.length) {
        await manager.query(
          `UPDATE "${this.schema}".outbox SET delivered_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
          [delivered],
        );
      }
      return delivered.length;
    });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.relayPending()
        .catch((error: unknown) => {
          this.logger.warn(`outbox ${this.schema}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        })
        .then((count) => this.schedule(count ? 0 : (this.options.intervalMs ?? 250)));
    }, delayMs);
  }
}
