import { setTimeout as sleep } from 'node:timers/promises';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ContractEvent } from '@tenant/contracts';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit.js';
import { databaseOutages } from '../database/database-availability.js';
import { DEFAULT_DATABASE_POOL_SETTINGS, type DatabasePoolSettings } from '../database/pool-settings.js';
import { BusDatabase, EventBusClosedError } from './bus-database.js';
import type { EventHandler, EventPublisher, OutboxDelivery } from './event-publisher.js';

export const EVENT_BUS_SCHEMA = 'pgboss';

export interface EventBusOptions {
  schema?: string;
  pollingIntervalSeconds?: number;
  /** pg-boss's own connections (its workers poll, the relays publish): fewer than a service needs */
  poolSize?: number;
  /** timeouts of the process's pools (the size is poolSize's) */
  pool?: DatabasePoolSettings;
  /** how a subscriber's failed event is tried again (SUBSCRIPTION_RETRY) */
  subscriptionRetry?: SubscriptionRetry;
}

/** How a subscriber's event whose handler failed is delivered again (pg-boss queue defaults). */
export interface SubscriptionRetry {
  retryLimit: number;
  /** seconds before the first retry; doubled (with jitter) for each next one when retryBackoff */
  retryDelay: number;
  retryBackoff: boolean;
}

/**
 * A handler fails when what it needs is down for a while (the mail server for a receipt or a report mail,
 * the database): pg-boss's default (2 retries at once) would drop the event within a second. Ten retries
 * from 5 s, doubling, keep trying for about three hours, long enough for an ordinary outage.
 */
export const SUBSCRIPTION_RETRY: SubscriptionRetry = { retryLimit: 10, retryDelay: 5, retryBackoff: true };

/** The queue a subscriber service reads an event type from: each subscriber gets its own copy. */
export const subscriptionQueueName = (subscriber: string, eventType: string): string =>
  `${subscriber}.${eventType.replace(/[^\w-]+/g, '.')}`;

/** How pg-boss runs one job: a running job not finished after expireInSeconds (its worker died) is retried, up to retryLimit times. */
export interface JobOptions {
  expireInSeconds?: number;
  retryLimit?: number;
  /** seconds before a failed job runs again; with retryBackoff, doubled for each next retry */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** seconds to wait before the job may run (lets a burst of changes settle into one job) */
  startAfter?: number;
}

/** pg-boss's SQL run on the caller's connection, so what it writes commits or rolls back with the caller's transaction. */
const transactionDb = (manager: EntityManager): PgBoss.Db => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: (await manager.query(text, values)) as unknown[] }),
});

/**
 * How often a worker looks for jobs when nothing woke it (pg-boss's own default). A job queued in this
 * process wakes this process's workers when it commits (wakeWorkersOnCommit), and the product runs its
 * services in one process with one bus: polling finds only what no commit here announced, a retry or a
 * delayed job falling due, or a job another process (an API instance, a command-line tool) queued. Each
 * poll is a query per queue, about 40 in a product: at 0.5 s they were most of an idle product's CPU
 * (a quarter of a core, runner and PostgreSQL together).
 */
const DEFAULT_POLLING_SECONDS = 2;

/** How long stop() waits for running handlers before failing their jobs (they are retried). */
const STOP_TIMEOUT_MS = 20_000;
/** How much longer stop() keeps pg-boss's connections for handlers still running at STOP_TIMEOUT_MS to record their end. */
const LATE_HANDLER_GRACE_MS = 30_000;
/** pg-boss removes stopped workers in a loop that looks again every second (its manager's offWork). */
const PG_BOSS_CLEANUP_STEP_MS = 1000;

/**
 * Publish/subscribe between services over pg-boss (one instance per process, in its own schema).
 * Started lazily by the first publish or subscribe.
 */
export class EventBus implements EventPublisher, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventBus.name);
  private boss?: Promise<PgBoss>;
  private stopped = false;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly subscribed = new Set<string>();
  /** this process's workers of each queue it works, woken when it queued a job there (wakeWorkersOnCommit) */
  private readonly workers = new Map<string, string[]>();
  private setup: Promise<unknown> = Promise.resolve();
  private readonly pendingSetup: { run(): Promise<void>; fail(error: unknown): void }[] = [];
  /** Handlers running now, and whether any worker was started: stop() waits for them to wind down. */
  private readonly running = new Map<Promise<void>, string>();
  private working = false;
  private stopping?: Promise<void>;

  /** pg-boss's connections, closed by stop() once its workers are quiet */
  private readonly database: BusDatabase;

  constructor(
    databaseUrl: string,
    private readonly options: EventBusOptions = {},
  ) {
    this.database = new BusDatabase(databaseUrl, options.pool ?? DEFAULT_DATABASE_POOL_SETTINGS, options.poolSize ?? 5, options.schema ?? EVENT_BUS_SCHEMA);
  }

  private start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('event bus stopped'));
    this.boss ??= (async () => {
      const boss = new PgBoss({ db: this.database, schema: this.options.schema ?? EVENT_BUS_SCHEMA, schedule: false });
      // after stop, a worker's last poll is refused by the closed database: expected, not worth a log line;
      // every poll during an outage fails too: the outage's one line says it
      boss.on('error', (error) => {
        if (this.stopped && error.message.startsWith(new EventBusClosedError().message)) return;
        if (!databaseOutages.record(error)) this.logger.error(error.message);
      });
      await boss.start();
      return boss;
    })();
    return this.boss;
  }

  /**
   * One job per subscriber queue of the event's type; from the outbox relay, in its transaction and under
   * the row's job id, so a queue holds one job per outbox row however often the row is delivered. Not
   * pg-boss's publish: it looks the subscriptions up on its own pool (a second connection while the relay
   * holds one) and settles every send without looking (a failed send would lose the event for that
   * subscriber while the outbox marks it delivered).
   */
  async publish(event: ContractEvent, delivery?: OutboxDelivery): Promise<void> {
    const boss = await this.start();
    const db = delivery ? transactionDb(delivery.manager) : this.database;
    const { rows } = await db.executeSql(`SELECT name FROM ${this.options.schema ?? EVENT_BUS_SCHEMA}.subscription WHERE event = $1`, [event.type]);
    // send answers null for a job id the queue already holds: that row was queued there before
    const queues = (rows as { name: string }[]).map(({ name }) => name);
    for (const name of queues) await boss.send(name, event as unknown as object, { db, id: delivery?.jobId });
    this.wakeWorkersOnCommit(boss, queues, delivery?.manager);
  }

  /**
   * publish for a relay batch: the subscriptions of all its types in one query, and every job in one insert
   * (pg-boss's insert skips a job id its queue holds, as send does), in the batch's order.
   */
  async publishBatch(events: { event: ContractEvent; jobId: string }[], manager: EntityManager): Promise<void> {
    const boss = await this.start();
    const db = transactionDb(manager);
    const types = [...new Set(events.map(({ event }) => event.type))];
    const { rows } = await db.executeSql(`SELECT event, name FROM ${this.options.schema ?? EVENT_BUS_SCHEMA}.subscription WHERE event = ANY($1)`, [types]);
    const subscriptions = rows as { event: string; name: string }[];
    const jobs = events.flatMap(({ event, jobId }) => subscriptions.filter((s) => s.event === event.type).map((s) => ({ name: s.name, id: jobId, data: event as unknown as object })));
    if (!jobs.length) return;
    await boss.insert(jobs, { db });
    this.wakeWorkersOnCommit(boss, [...new Set(jobs.map((job) => job.name))], manager);
  }

  /** Delivers every event of eventType published from now on to handler, as service `subscriber`. */
  async subscribe<E extends ContractEvent>(subscriber: string, eventType: string, handler: EventHandler<E>): Promise<void> {
    const queue = subscriptionQueueName(subscriber, eventType);
    // Two handlers on one queue compete for its jobs: each would see only some of the events.
    if (this.subscribed.has(queue)) throw new Error(`${subscriber} already handles ${eventType}: give the second handler its own subscriber name`);
    this.subscribed.add(queue);
    const boss = await this.start();
    const retry = { name: queue, ...(this.options.subscriptionRetry ?? SUBSCRIPTION_RETRY) };
    await this.serially(async () => {
      await boss.createQueue(queue, retry);
      await boss.updateQueue(queue, retry); // a queue made by an earlier release keeps its old policy otherwise
      await boss.subscribe(eventType, queue);
    });
    const worker = await this.work<E>(boss, queue, { batchSize: 10, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
    this.workers.set(queue, [worker]);
  }

  /**
   * Jobs were queued (in `manager`'s transaction, if given): this process's workers of those queues fetch
   * them as soon as they are committed, instead of at their next poll (`startAfterSeconds`: once they may
   * run). Workers of other processes still find them by polling; this only cuts the wait.
   */
  private wakeWorkersOnCommit(boss: PgBoss, queues: string[], manager?: EntityManager, startAfterSeconds = 0): void {
    const wake = () => {
      for (const queue of queues) for (const worker of this.stopped ? [] : (this.workers.get(queue) ?? [])) boss.notifyWorker(worker);
    };
    const wakeWhenDue = () => (startAfterSeconds > 0 ? setTimeout(wake, startAfterSeconds * 1000).unref() : wake());
    if (!queues.some((queue) => this.workers.has(queue))) return;
    if (manager) afterCommit(manager, wakeWhenDue);
    else wakeWhenDue();
  }

  /**
   * Queue creation one at a time, in this process and across instances: pg-boss's createQueue run
   * concurrently (every provider's onModuleInit subscribes at once; API instances start together) can
   * end in a PostgreSQL deadlock. The set-ups asked for while one runs wait and then run together, under
   * one hold of the lock (a service's start asks for a dozen at once).
   */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pendingSetup.push({ run: () => work().then(resolve, reject), fail: reject });
      if (this.pendingSetup.length > 1) return; // the batch waiting to run takes this one too
      const runBatch = () => {
        const batch = this.pendingSetup.splice(0);
        return this.database
          .exclusively(`${this.options.schema ?? EVENT_BUS_SCHEMA}:queue-setup`, async () => {
            for (const setUp of batch) await setUp.run();
          })
          // the lock's connection failed (or the bus closed): none of the batch ran
          .catch((error: unknown) => batch.forEach((setUp) => setUp.fail(error)));
      };
      this.setup = this.setup.then(runBatch);
    });
  }

  private async queue(name: string): Promise<PgBoss> {
    const boss = await this.start();
    if (!this.queues.has(name)) this.queues.set(name, this.serially(() => boss.createQueue(name)));
    await this.queues.get(name);
    return boss;
  }

  /**
   * Queues a background job (DESIGN §4: the same PostgreSQL queue runs jobs). Given the caller's
   * EntityManager, the job row is written in its transaction, so it commits or rolls back with the data.
   */
  async sendJob(queue: string, data: object, manager?: EntityManager, options: JobOptions = {}): Promise<string> {
    const boss = await this.queue(queue);
    const id = await boss.send(queue, data, manager ? { ...options, db: transactionDb(manager) } : options);
    if (!id) throw new Error(`job not queued on ${queue}`);
    this.wakeWorkersOnCommit(boss, [queue], manager, options.startAfter);
    return id;
  }

  /**
   * Runs handler for each job of the queue, back to back while jobs wait; a handler that throws is retried
   * by pg-boss. One job at a time in this process, or up to `concurrency` (jobs whose handlers mostly wait
   * on the database: a queue of them otherwise waits on each one's round trips in turn).
   */
  async workJobs<T extends object>(
    queue: string,
    handler: (data: T, jobId: string) => Promise<void>,
    options: { pollingIntervalSeconds?: number; concurrency?: number } = {},
  ): Promise<void> {
    const boss = await this.queue(queue);
    const workers: string[] = [];
    for (let n = 0; n < (options.concurrency ?? 1); n++) {
      const worker: { id?: string } = {};
      worker.id = await this.work<T>(boss, queue, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS }, async (jobs) => {
        for (const job of jobs) await handler(job.data, job.id);
        // A worker that found work looks for the next job at once instead of sleeping the polling interval.
        if (jobs.length && worker.id) boss.notifyWorker(worker.id);
      });
      workers.push(worker.id);
    }
    this.workers.set(queue, workers);
  }

  /** The job's state (created, retry, active, completed, cancelled, failed), or null when pg-boss no longer has it. */
  async jobState(queue: string, jobId: string): Promise<string | null> {
    const boss = await this.queue(queue);
    return (await boss.getJobById(queue, jobId))?.state ?? null;
  }

  /**
   * Ids of the queue's jobs running for more than `seconds`. A worker killed between taking a job and
   * starting on it leaves the job so until it expires: its owner can tell such a job from a working one.
   */
  async jobsRunningFor(queue: string, seconds: number): Promise<string[]> {
    await this.queue(queue);
    const { rows } = await this.database.executeSql(
      `SELECT id FROM ${this.options.schema ?? EVENT_BUS_SCHEMA}.job WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)`,
      [queue, seconds],
    );
    return (rows as { id: string }[]).map((row) => row.id);
  }

  /** Cancels a queued job (a running one finishes, so its handler must find its work gone). */
  async cancelJob(queue: string, jobId: string): Promise<void> {
    const boss = await this.queue(queue);
    await boss.cancel(queue, jobId);
  }

  /** boss.work, with each batch's handler run counted so stop() can wait for it. */
  private work<T extends object>(boss: PgBoss, queue: string, options: PgBoss.WorkOptions, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>): Promise<string> {
    this.working = true;
    return boss.work<T>(queue, options, (jobs) => {
      const run = handler(jobs);
      const tracked = run.catch(() => undefined).finally(() => this.running.delete(tracked));
      this.running.set(tracked, queue);
      return run;
    });
  }

  /** Stops once, however often it is called (the app's shutdown hook and a test may both call it). */
  stop(): Promise<void> {
    this.stopping ??= this.stopOnce();
    return this.stopping;
  }

  private async stopOnce(): Promise<void> {
    this.stopped = true;
    const boss = await this.boss?.catch(() => undefined);
    if (boss) {
      // a worker busy now (fetching, or running a handler) is not stopped at once: see below
      const workersIdle = !this.database.busy && !this.running.size;
      const stoppedAt = Date.now();
      // Graceful: running handlers finish first (up to STOP_TIMEOUT_MS, then their jobs fail and are retried).
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      if (this.working) {
        await this.workersWoundDown(stoppedAt);
        // For a worker not stopped at once, pg-boss's clean-up loop looks again every second until it is:
        // wait for the look that finds it stopped, so no timer of pg-boss's outlives the bus (and its process).
        const sinceStop = Date.now() - stoppedAt;
        if (!workersIdle) await sleep(Math.max(1, Math.ceil(sinceStop / PG_BOSS_CLEANUP_STEP_MS)) * PG_BOSS_CLEANUP_STEP_MS - sinceStop + 200);
      }
    }
    await this.database.close();
  }

  /**
   * pg-boss's stop() only waits for workers holding jobs. A worker whose fetch was in flight still runs
   * the batch it got and then marks it done: so stop() returns only once no handler runs, no query of
   * pg-boss's is in flight and a turn of the event loop (a fetched batch reaching its handler, a finished
   * one its completion query) brought neither. Then every worker loop has ended, and no pg-boss code runs
   * after the bus is let go of (after a test file it would fail in a torn-down jest environment).
   */
  private async workersWoundDown(stoppedAt: number): Promise<void> {
    const deadline = new AbortController();
    const pastDeadline = sleep(Math.max(stoppedAt + STOP_TIMEOUT_MS - Date.now(), 0), true, { ref: false, signal: deadline.signal }).catch(() => false);
    try {
      for (;;) {
        const late = await Promise.race([Promise.all([...this.running.keys(), this.database.idle()]).then(() => false), pastDeadline]);
        await new Promise((resolve) => setImmediate(resolve));
        if (!this.running.size && !this.database.busy) return;
        if (late) {
          // Their jobs are failed (retried elsewhere), but pg-boss still records each late handler's end
          // (complete or fail, not awaited): the connections stay open for it a while longer, or that
          // record would be refused by a closed pool as an unhandled rejection (in a test, after its file).
          this.logger.warn(`stopped with handlers still running on ${[...new Set(this.running.values())].join(', ')}`);
          const grace = new AbortController();
          const graceOver = sleep(LATE_HANDLER_GRACE_MS, undefined, { ref: false, signal: grace.signal }).catch(() => undefined);
          await Promise.race([Promise.all([...this.running.keys(), this.database.idle()]), graceOver]);
          grace.abort();
          await new Promise((resolve) => setImmediate(resolve));
          return;
        }
      }
    } finally {
      deadline.abort();
    }
  }

  /** Before the DataSources close, so no handler runs against a closed database. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
