import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { afterCommit } from './after-commit.js';
import { createServiceDataSource } from './service-data-source.js';

describe(afterCommit.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('after_commit');
    dataSource = await createServiceDataSource(database.url, { name: 'after_commit' });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('calls back once the transaction has committed, not before', async () => {
    const calls: string[] = [];
    await dataSource.transaction(async (manager) => {
      afterCommit(manager, () => calls.push('first'));
      afterCommit(manager, () => calls.push('second'));
      await manager.query('SELECT 1');
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['first', 'second']);
  });

  it('never calls back when the transaction rolls back', async () => {
    const calls: string[] = [];
    await expect(
      dataSource.transaction(async (manager) => {
        afterCommit(manager, () => calls.push('rolled back'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await dataSource.transaction(async () => undefined);
    expect(calls).toEqual([]);
  });

  it('waits for the outermost commit, not a nested transaction (a savepoint)', async () => {
    const calls: string[] = [];
    await dataSource.transaction(async (manager) => {
      await manager.transaction(async (nested) => afterCommit(nested, () => calls.push('nested')));
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['nested']);
  });

  it('calls back at once outside a transaction', () => {
    const calls: string[] = [];
    afterCommit(dataSource.manager, () => calls.push('now'));
    expect(calls).toEqual(['now']);
  });

  it('keeps the commit when a callback throws', async () => {
    const calls: string[] = [];
    await expect(
      dataSource.transaction(async (manager) => {
        afterCommit(manager, () => {
          throw new Error('hint failed');
        });
        afterCommit(manager, () => calls.push('next'));
        return 'committed';
      }),
    ).resolves.toBe('committed');
    expect(calls).toEqual(['next']);
  });
});
