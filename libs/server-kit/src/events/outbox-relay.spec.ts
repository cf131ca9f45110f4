import type { ContractEvent } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from '../database/service-data-source.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { EVENT_BUS_SCHEMA, EventBus } from './event-bus.js';
import type { EventPublisher } from './event-publisher.js';
import { Outbox } from './outbox.js';
import { OUTBOX_KEEP_DELIVERED_DAYS, OutboxRelay } from './outbox-relay.js';

const event = (n: number): ContractEvent => ({
  type: 'test/happened',
  payload: { n },
  meta: { applicationId: null, occurredAt: new Date().toISOString(), version: 1 },
});

class RecordingPublisher implements EventPublisher {
  readonly published: ContractEvent[] = [];
  failOn?: number;

  async publish(published: ContractEvent): Promise<void> {
    // a publish takes a round trip, as a queue's insert does: relays running at once would interleave here
    await new Promise((resolve) => setTimeout(resolve, 2));
    if ((published.payload as { n: number }).n === this.failOn) throw new Error('queue down');
    this.published.push(published);
  }
}

/** Takes a whole batch at once, as the event bus does; refuses a batch holding failOn. */
class BatchPublisher extends RecordingPublisher {
  readonly batches: number[][] = [];

  async publishBatch(events: { event: ContractEvent }[]): Promise<void> {
    const batch = numbers(events.map(({ event }) => event));
    if (batch.includes(this.failOn ?? NaN)) throw new Error('queue down');
    this.batches.push(batch);
    this.published.push(...events.map(({ event }) => event));
  }
}

const numbers = (events: ContractEvent[]) => events.map((e) => (e.payload as { n: number }).n);
const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe(OutboxRelay.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const outbox = new Outbox('relay_test');

  beforeAll(async () => {
    database = await createTestDatabase('outbox_relay');
    dataSource = await createServiceDataSource(database.url, { name: 'relay_test' });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE relay_test.outbox');
  });

  const undelivered = async () => Number((await dataSource.query('SELECT count(*) FROM relay_test.outbox WHERE delivered_at IS NULL'))[0].count);

  it('publishes recorded events in order and marks them delivered', async () => {
    const publisher = new RecordingPublisher();
    const sut = new OutboxRelay(dataSource, 'relay_test', publisher);
    await dataSource.transaction(async (manager) => {
      await outbox.record(manager, event(1));
      await outbox.record(manager, event(2));
    });

    await expect(sut.relayPending()).resolves.toBe(2);
    expect(publisher.published.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(publisher.published[0]).toMatchObject({ type: 'test/happened', meta: { applicationId: null, version: 1 } });
    await expect(undelivered()).resolves.toBe(0);
    await expect(sut.relayPending()).resolves.toBe(0);
  });

  it('does not see events of a rolled back transaction', async () => {
    const publisher = new RecordingPublisher();
    const sut = new OutboxRelay(dataSource, 'relay_test', publisher);
    await expect(
      dataSource.transaction(async (manager) => {
        await outbox.record(manager, event(1));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    await expect(sut.relayPending()).resolves.toBe(0);
    expect(publisher.published).toEqual([]);
  });

  it('stops at a failed publish, records the error and retries it later', async () => {
    const publisher = new RecordingPublisher();
    publisher.failOn = 2;
    const sut = new OutboxRelay(dataSource, 'relay_test', publisher);
    await dataSource.transaction(async (manager) => {
      for (const n of [1, 2, 3]) await outbox.record(manager, event(n));
    });

    await expect(sut.relayPending()).resolves.toBe(1);
    const [failed] = await dataSource.query(`SELECT attempts, last_error FROM relay_test.outbox WHERE payload->>'n' = '2'`);
    expect(failed).toEqual({ attempts: 1, last_error: 'queue down' });

    publisher.failOn = undefined;
    await expect(sut.relayPending()).resolves.toBe(2);
    expect(publisher.published.map((e) => (e.payload as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it('hands a batch over at once to a publisher that takes batches', async () => {
    const publisher = new BatchPublisher();
    await dataSource.transaction(async (manager) => {
      for (const n of [1, 2, 3]) await outbox.record(manager, event(n));
    });

    await expect(new OutboxRelay(dataSource, 'relay_test', publisher).relayPending()).resolves.toBe(3);

    expect(publisher.batches).toEqual([[1, 2, 3]]);
    await expect(undelivered()).resolves.toBe(0);
  });

  it('falls back to one by one when a batch fails, so the rows before the failing one still go', async () => {
    const publisher = new BatchPublisher();
    publisher.failOn = 2;
    await dataSource.transaction(async (manager) => {
      for (const n of [1, 2, 3]) await outbox.record(manager, event(n));
    });

    await expect(new OutboxRelay(dataSource, 'relay_test', publisher).relayPending()).resolves.toBe(1);

    expect(numbers(publisher.published)).toEqual([1]);
    const [failed] = await dataSource.query(`SELECT attempts, last_error FROM relay_test.outbox WHERE payload->>'n' = '2'`);
    expect(failed).toEqual({ attempts: 1, last_error: 'queue down' });
  });

  it('relays in the background once started and stops cleanly', async () => {
    const publisher = new RecordingPublisher();
    const sut = new OutboxRelay(dataSource, 'relay_test', publisher, { intervalMs: 20 });
    sut.start();
    await dataSource.transaction((manager) => outbox.record(manager, event(7)));
    const deadline = Date.now() + 5000;
    while (publisher.published.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await sut.stop();
    expect(publisher.published.map((e) => e.payload)).toEqual([{ n: 7 }]);
  });

  describe('woken by a commit in this process', () => {
    /** Its rounds, so a test can wait until the relay sleeps (its last round found nothing). */
    class WatchedRelay extends OutboxRelay {
      readonly rounds: Promise<number>[] = [];
      override relayPending(): Promise<number> {
        const round = super.relayPending();
        this.rounds.push(round);
        return round;
      }
    }
    const asleep = async (relay: WatchedRelay) => relay.rounds.length > 0 && (await relay.rounds.at(-1)) === 0;
    const waitFor = async (condition: () => boolean | Promise<boolean>) => {
      // far below the polls of the relay and the worker (10 minutes): only a wake-up delivers in time
      const deadline = Date.now() + 20_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error('not delivered: nothing woke the relay or the subscriber');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const POLLS = { relayMs: 600_000, workerSeconds: 600 };

    it('relays an event as soon as its transaction commits, not at its next poll', async () => {
      const publisher = new RecordingPublisher();
      const sut = new WatchedRelay(dataSource, 'relay_test', publisher, { intervalMs: POLLS.relayMs });
      sut.start();
      try {
        await waitFor(() => asleep(sut));
        await dataSource.transaction((manager) => outbox.record(manager, event(1)));
        await waitFor(() => publisher.published.length === 1);
        expect(numbers(publisher.published)).toEqual([1]);
      } finally {
        await sut.stop();
      }
    });

    it('relays nothing for a rolled back transaction, and a commit after it wakes the relay again', async () => {
      const publisher = new RecordingPublisher();
      const sut = new WatchedRelay(dataSource, 'relay_test', publisher, { intervalMs: POLLS.relayMs });
      sut.start();
      try {
        await waitFor(() => asleep(sut));
        const rounds = sut.rounds.length;
        await expect(
          dataSource.transaction(async (manager) => {
            await outbox.record(manager, event(1));
            throw new Error('business rule failed');
          }),
        ).rejects.toThrow('business rule failed');
        await dataSource.transaction((manager) => outbox.record(manager, event(2)));
        await waitFor(() => publisher.published.length === 1);
        expect(numbers(publisher.published)).toEqual([2]);
        expect(sut.rounds.length).toBeGreaterThan(rounds);
      } finally {
        await sut.stop();
      }
    });

    it("hands the event to this process's subscriber at once: neither the relay nor the subscriber's worker waits for its poll", async () => {
      const bus = new EventBus(database.url, { pollingIntervalSeconds: POLLS.workerSeconds });
      const sut = new WatchedRelay(dataSource, 'relay_test', bus, { intervalMs: POLLS.relayMs });
      const handled: ContractEvent[] = [];
      try {
        await bus.subscribe('relay-test-wake', 'test/happened', async (delivered) => void handled.push(delivered));
        sut.start();
        // the first event wakes both; after it the relay and the worker sleep their long polls
        await dataSource.transaction((manager) => outbox.record(manager, event(1)));
        await waitFor(() => handled.length === 1);
        await waitFor(() => asleep(sut));

        await dataSource.transaction((manager) => outbox.record(manager, event(2)));

        await waitFor(() => handled.length === 2);
        expect(numbers(handled)).toEqual([1, 2]);
      } finally {
        await sut.stop();
        await bus.stop();
      }
    });
  });

  it(`deletes delivered events once they are older than the cutoff, never undelivered ones`, async () => {
    const sut = new OutboxRelay(dataSource, 'relay_test', new RecordingPublisher());
    await dataSource.transaction(async (manager) => {
      for (const n of [1, 2, 3]) await outbox.record(manager, event(n));
    });
    await sut.relayPending();
    await dataSource.transaction((manager) => outbox.record(manager, event(4)));
    await dataSource.query(`UPDATE relay_test.outbox SET delivered_at = now() - make_interval(days => $1) WHERE payload->>'n' = '1'`, [OUTBOX_KEEP_DELIVERED_DAYS + 1]);

    await expect(sut.pruneDelivered(new Date(Date.now() - OUTBOX_KEEP_DELIVERED_DAYS * 86_400_000))).resolves.toBe(1);

    const left = await dataSource.query(`SELECT payload->>'n' AS n, delivered_at IS NOT NULL AS delivered FROM relay_test.outbox ORDER BY id`);
    expect(left).toEqual([
      { n: '2', delivered: true },
      { n: '3', delivered: true },
      { n: '4', delivered: false },
    ]);
  });

  describe('with a relay in each of two instances', () => {
    let secondInstance: DataSource;

    beforeAll(async () => {
      secondInstance = await createServiceDataSource(database.url, { name: 'relay_test' });
    });
    afterAll(async () => {
      await secondInstance?.destroy();
    });

    const recordEvents = (count: number) =>
      dataSource.transaction(async (manager) => {
        for (const n of oneTo(count)) await outbox.record(manager, event(n));
      });
    /** Both relays' rounds at the same time, until the outbox is empty. */
    const relayTogether = async (relays: OutboxRelay[]) => {
      while ((await undelivered()) > 0) await Promise.all(relays.map((relay) => relay.relayPending()));
    };

    it('publishes every event once and in order: one relays while the other skips its round', async () => {
      const publisher = new RecordingPublisher();
      await recordEvents(60);

      await relayTogether([new OutboxRelay(dataSource, 'relay_test', publisher, { batchSize: 10 }), new OutboxRelay(secondInstance, 'relay_test', publisher, { batchSize: 10 })]);

      expect(numbers(publisher.published)).toEqual(oneTo(60));
    });

    it('queues one job per event and subscriber, run in the order of the outbox', async () => {
      const bus = new EventBus(database.url, { pollingIntervalSeconds: 0.5 });
      const handled: ContractEvent[] = [];
      try {
        await bus.subscribe('relay-test-subscriber', 'test/happened', async (delivered) => void handled.push(delivered));
        await recordEvents(30);

        await relayTogether([new OutboxRelay(dataSource, 'relay_test', bus, { batchSize: 10 }), new OutboxRelay(secondInstance, 'relay_test', bus, { batchSize: 10 })]);

        const [{ jobs }] = await dataSource.query(`SELECT count(*)::int AS jobs FROM ${EVENT_BUS_SCHEMA}.job WHERE name = 'relay-test-subscriber.test.happened'`);
        expect(jobs).toBe(30);
        const deadline = Date.now() + 30_000;
        while (handled.length < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(numbers(handled)).toEqual(oneTo(30));
      } finally {
        await bus.stop();
      }
    });

    it('queues a row delivered again (a relay of an older version, a reset mark) no second time', async () => {
      const bus = new EventBus(database.url);
      try {
        await bus.subscribe('relay-test-redelivery', 'test/happened', async () => {
          throw new Error('kept queued for the count');
        });
        await recordEvents(3);
        const sut = new OutboxRelay(dataSource, 'relay_test', bus);
        await sut.relayPending();
        await dataSource.query('UPDATE relay_test.outbox SET delivered_at = NULL');

        await expect(sut.relayPending()).resolves.toBe(3);

        const [{ jobs }] = await dataSource.query(`SELECT count(*)::int AS jobs FROM ${EVENT_BUS_SCHEMA}.job WHERE name = 'relay-test-redelivery.test.happened'`);
        expect(jobs).toBe(3);
      } finally {
        await bus.stop();
      }
    });
  });
});
