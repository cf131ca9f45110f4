import type { DataSource, EntityManager } from 'typeorm';
import { Outbox } from '../events/outbox.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { NestedConnectionError, outsideTransaction } from './connection-guard.js';
import { createServiceDataSource } from './service-data-source.js';
import { ServiceTransactionRunner } from './unit-of-work.js';

/** A query-only repository as the services write them: bound to the manager it is built on. */
class ClockRepository {
  constructor(private readonly manager: EntityManager) {}

  async now(): Promise<Date> {
    const [row] = (await this.manager.query('SELECT now() AS now')) as { now: Date }[];
    return row.now;
  }
}

describe('guardNestedConnections', () => {
  let database: TestDatabase;
  // one connection: without the guard every nested acquire below would wait for ever
  let dataSource: DataSource;
  let other: DataSource;
  let sut: ServiceTransactionRunner;

  beforeAll(async () => {
    database = await createTestDatabase('connection_guard');
    dataSource = await createServiceDataSource(database.url, { name: 'guard_test', poolSize: 1 });
    other = await createServiceDataSource(database.url, { name: 'guard_other', poolSize: 1 });
    sut = new ServiceTransactionRunner(dataSource, new Outbox('guard_test'));
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await other?.destroy();
    await database?.drop();
  });

  it('refuses a pool-bound repository inside a unit of work', async () => {
    const poolBound = new ClockRepository(dataSource.manager);
    await expect(sut.run(() => poolBound.now())).rejects.toBeInstanceOf(NestedConnectionError);
  });

  it('refuses dataSource.query and a nested transaction inside dataSource.transaction', async () => {
    await expect(dataSource.transaction(() => dataSource.query('SELECT 1'))).rejects.toThrow(/asked its pool for a second connection/);
    await expect(dataSource.transaction(() => dataSource.transaction((manager) => manager.query('SELECT 1')))).rejects.toBeInstanceOf(NestedConnectionError);
  });

  it('refuses a call deeper in the work, after awaits and timers', async () => {
    const poolBound = new ClockRepository(dataSource.manager);
    const later = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    await expect(
      sut.run(async (tx) => {
        await tx.get(ClockRepository).now();
        await later();
        return Promise.all([tx.get(ClockRepository).now(), poolBound.now()]);
      }),
    ).rejects.toBeInstanceOf(NestedConnectionError);
  });

  it('lets the work use its own repositories, and another service’s pool', async () => {
    const otherPool = new ClockRepository(other.manager);
    await expect(sut.run(async (tx) => [await tx.get(ClockRepository).now(), await otherPool.now()])).resolves.toHaveLength(2);
  });

  it('lets the pool serve again once the work has settled, also what the work left running', async () => {
    let leftRunning: Promise<unknown> = Promise.resolve();
    await sut.run(async () => {
      leftRunning = new Promise((resolve) => setTimeout(resolve, 20)).then(() => dataSource.query('SELECT 1'));
    });
    await expect(leftRunning).resolves.toEqual([{ '?column?': 1 }]);
    await expect(dataSource.query('SELECT 2 AS two')).resolves.toEqual([{ two: 2 }]);
  });

  it('lets a refresh the work starts and does not await use the pool, when started outside the transaction', async () => {
    let refresh: Promise<unknown> = Promise.resolve();
    await sut.run(async (tx) => {
      refresh = outsideTransaction(() => dataSource.query('SELECT 3 AS three'));
      return tx.get(ClockRepository).now();
    });
    await expect(refresh).resolves.toEqual([{ three: 3 }]);
  });

  it('leaves transactions side by side alone', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => sut.run((tx) => tx.get(ClockRepository).now())));
    expect(answers).toHaveLength(5);
  });
});
