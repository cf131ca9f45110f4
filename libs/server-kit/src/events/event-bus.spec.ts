import type { ContractEvent } from '@tenant/contracts';
import { DEFAULT_DATABASE_POOL_SETTINGS } from '../database/pool-settings.js';
import { startOutageProxy, targetOf } from '../testing/outage-proxy.js';
import { createTestDatabase, withAdmin, type TestDatabase } from '../testing/test-database.js';
import { BusDatabase } from './bus-database.js';
import { EVENT_BUS_SCHEMA, EventBus, subscriptionQueueName } from './event-bus.js';

const waitFor = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe(EventBus.name, () => {
  let database: TestDatabase;
  let sut: EventBus;

  beforeAll(async () => {
    database = await createTestDatabase('event_bus');
    sut = new EventBus(database.url);
  });

  afterAll(async () => {
    await sut?.stop();
    await database?.drop();
  });

  it('names one queue per subscriber and event type', () => {
    expect(subscriptionQueueName('report', 'applicant/registered')).toBe('report.applicant.registered');
  });

  it('gives every subscribing service its own copy of a published event', async () => {
    const seenByReport: ContractEvent[] = [];
    const seenByIncome: ContractEvent[] = [];
    await sut.subscribe('report', 'applicant/registered', async (e) => void seenByReport.push(e));
    await sut.subscribe('income', 'applicant/registered', async (e) => void seenByIncome.push(e));
    const event: ContractEvent = {
      type: 'applicant/registered',
      payload: { applicationId: 'a-1' },
      meta: { applicationId: 'a-1', occurredAt: '2025-01-01T00:00:00.000Z', version: 1 },
    };

    await sut.publish(event);

    await waitFor(() => seenByReport.length > 0 && seenByIncome.length > 0);
    expect(seenByReport).toEqual([event]);
    expect(seenByIncome).toEqual([event]);
  });

  it('delivers an event again while its handler keeps failing (a mail server down for a while), beyond pg-boss\'s two retries', async () => {
    const patient = new EventBus(database.url, { subscriptionRetry: { retryLimit: 4, retryDelay: 1, retryBackoff: false } });
    try {
      let tries = 0;
      await patient.subscribe('mailer', 'report/completed', async () => {
        tries += 1;
        if (tries <= 3) throw new Error('mail server unreachable');
      });
      await patient.publish({ type: 'report/completed', payload: {}, meta: { applicationId: 'a-2', occurredAt: '2025-01-01T00:00:00.000Z', version: 1 } });

      await waitFor(() => tries === 4, 30_000);
    } finally {
      await patient.stop();
    }
  });

  it('refuses a second handler for the same subscriber and event type (they would share, not both get, its events)', async () => {
    await sut.subscribe('report', 'application/deleted', async () => undefined);
    await expect(sut.subscribe('report', 'application/deleted', async () => undefined)).rejects.toThrow(
      'report already handles application/deleted: give the second handler its own subscriber name',
    );
  });

  it('runs up to `concurrency` jobs of a queue side by side', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    await sut.workJobs<{ n: number }>(
      'side-by-side',
      async ({ n }) => {
        started.push(String(n));
        await released;
      },
      { concurrency: 2 },
    );
    await sut.sendJob('side-by-side', { n: 1 });
    await sut.sendJob('side-by-side', { n: 2 });

    try {
      // one worker would hold the first job until released and never start the second
      await waitFor(() => started.length === 2);
    } finally {
      release();
    }
    expect(started.sort()).toEqual(['1', '2']);
  });

  it('stops only once a running handler has finished', async () => {
    const bus = new EventBus(database.url, { schema: 'pgboss_stop' });
    let finished = false;
    let started = false;
    await bus.workJobs('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 1500));
      finished = true;
    });
    await bus.sendJob('slow', {});
    await waitFor(() => started);
    await bus.stop();
    expect(finished).toBe(true);
  });

  it('survives its queue set-up connection cut off by the database between two queries (an outage): the process goes on and the pool serves again', async () => {
    const busDatabase = new BusDatabase(database.url, DEFAULT_DATABASE_POOL_SETTINGS, 2, EVENT_BUS_SCHEMA);
    try {
      const setUp = busDatabase.exclusively('cut-off', async () => {
        // the lock is held, no query runs on its connection: the server ends that connection now
        await withAdmin((admin) =>
          admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_advisory_lock%' AND pid <> pg_backend_pid()`, [
            new URL(database.url).pathname.slice(1),
          ]),
        );
        await new Promise((r) => setTimeout(r, 300));
      });
      // without an 'error' listener on the held connection, the process ended here with an unhandled 'error' event
      await expect(setUp).resolves.toBeUndefined();
      await expect(busDatabase.executeSql('SELECT 1 AS one')).resolves.toEqual({ rows: [{ one: 1 }] });
    } finally {
      await busDatabase.close();
    }
  });

  it('outlives a database outage that begins as a job ends: the end pg-boss records without waiting is refused, and no rejection goes unhandled', async () => {
    const proxy = await startOutageProxy(targetOf(database.url));
    const bus = new EventBus(proxy.url(database.url), { schema: 'pgboss_outage' });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let handled = 0;
      await bus.workJobs('cut-as-it-ends', async () => {
        proxy.cut();
        handled += 1;
      });
      const jobId = await bus.sendJob('cut-as-it-ends', {});
      await waitFor(() => handled > 0);
      // pg-boss's completion record goes out now, to a database that refuses it
      await new Promise((r) => setTimeout(r, 1000));
      expect(unhandled).toEqual([]);
      // not recorded as done: the job runs again once it expires, as one of a worker that died
      proxy.restore();
      expect(await bus.jobState('cut-as-it-ends', jobId)).toBe('active');
    } finally {
      proxy.restore();
      await bus.stop();
      await proxy.close();
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('finishes the jobs its workers fetched as it stops, and marks them done before it closes', async () => {
    const bus = new EventBus(database.url, { schema: 'pgboss_stop_fetched' });
    const handled: string[] = [];
    await bus.workJobs('quick', async (_data, jobId) => {
      handled.push(jobId);
    });
    // queued without a transaction: the worker is woken at once, so stop() meets its fetch in flight or its handler running
    const jobIds = [await bus.sendJob('quick', {}), await bus.sendJob('quick', {})];
    await bus.stop();
    const reader = new EventBus(database.url, { schema: 'pgboss_stop_fetched' });
    try {
      const states = await Promise.all(jobIds.map((id) => reader.jobState('quick', id)));
      // a job is either untouched (created, for the next start) or handled and completed: never left active
      expect(states.map((state, index) => (state === 'created' ? 'waiting' : `${state}:${handled.includes(jobIds[index])}`))).toEqual(
        states.map((state) => (state === 'created' ? 'waiting' : 'completed:true')),
      );
    } finally {
      await reader.stop();
    }
  });
});
