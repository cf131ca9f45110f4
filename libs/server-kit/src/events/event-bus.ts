import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ContractEvent } from '@tenant/contracts';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { EventHandler, EventPublisher } from './event-publisher.js';

export const EVENT_BUS_SCHEMA = 'pgboss';

export interface EventBusOptions {
  schema?: string;
  pollingIntervalSeconds?: number;
  poolSize?: number;
}

/** The queue a subscriber service reads an event type from: each subscriber gets its own copy. */
export const subscriptionQueueName = (subscriber: string, eventType: string): string =>
  `${subscriber}.${eventType.replace(/[^\w-]+/g, '.')}`;

/**
 * Publish/subscribe between services over pg-boss (one instance per process, in its own schema).
 * Started lazily by the first publish or subscribe.
 */
export class EventBus implements EventPublisher, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private boss?: Promise<PgBoss>;
  private stopped = false;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly databaseUrl: string,
    private readonly options: EventBusOptions = {},
  ) {}

  private start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('event bus stopped'));
    this.boss ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.databaseUrl,
        schema: this.options.schema ?? EVENT_BUS_SCHEMA,
        max: this.options.poolSize ?? 5,
        schedule: false,
      });
      boss.on('error', (error) => this.logger.error(error.message));
      await boss.start();
      return boss;
    })();
    return this.boss;
  }

  async publish(event: ContractEvent): Promise<void> {
    const boss = await this.start();
    await boss.publish(event.type, event as unknown as object);
  }

  /** Delivers every event of eventType published from now on to handler, as service `subscriber`. */
  async subscribe<E extends ContractEvent>(subscriber: string, eventType: string, handler: EventHandler<E>): Promise<void> {
    const boss = await this.start();
    const queue = subscriptionQueueName(subscriber, eventType);
    await boss.createQueue(queue);
    await boss.subscribe(eventType, queue);
    await boss.work<E>(queue, { batchSize: 10, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.start();
    if (!this.queues.has(name)) this.queues.set(name, boss.createQueue(name));
    await this.queues.get(name);
    return boss;
  }

  /**
   * Queues a background job (DESIGN §4: the same PostgreSQL queue runs jobs). Given the caller's
   * EntityManager, the job row is written in its transaction, so it commits or rolls back with the data.
   */
  async sendJob(queue: string, data: object, manager?: EntityManager): Promise<string> {
    const boss = await this.queue(queue);
    const db = manager && { executeSql: async (text: string, values: unknown[]) => ({ rows: (await manager.query(text, values)) as unknown[] }) };
    const id = await boss.send(queue, data, db ? { db } : {});
    if (!id) throw new Error(`job not queued on ${queue}`);
    return id;
  }

  /** Runs handler for each job of the queue, one at a time; a handler that throws is retried by pg-boss. */
  async workJobs<T extends object>(queue: string, handler: (data: T, jobId: string) => Promise<void>, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    const boss = await this.queue(queue);
    await boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data, job.id);
    });
  }

  /** The job's state (created, retry, active, completed, cancelled, failed), or null when pg-boss no longer has it. */
  async jobState(queue: string, jobId: string): Promise<string | null> {
    const boss = await this.queue(queue);
    return (await boss.getJobById(queue, jobId))?.state ?? null;
  }

  /** Cancels a queued job (a running one finishes, so its handler must find its work gone). */
  async cancelJob(queue: string, jobId: string): Promise<void> {
    const boss = await this.queue(queue);
    await boss.cancel(queue, jobId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const boss = await this.boss?.catch(() => undefined);
    await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /** Before the DataSources close, so no handler runs against a closed database. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
