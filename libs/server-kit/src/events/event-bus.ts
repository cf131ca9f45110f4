import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ContractEvent } from '@tenant/contracts';
import PgBoss from 'pg-boss';
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
