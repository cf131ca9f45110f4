import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { DELETED_APPLICATION_MEMORY_DAYS, DeletedApplications, unlessApplicationDeleted } from './deleted-applications.js';
import { CreateDeletedApplications1700000018000 } from './deleted-applications.migration.js';
import { createServiceDataSource } from './service-data-source.js';

describe(DeletedApplications.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('deleted_applications');
    dataSource = await createServiceDataSource(database.url, { name: 'deleted_test', migrations: [CreateDeletedApplications1700000018000] });
    await dataSource.query('CREATE TABLE read_model (application_id uuid PRIMARY KEY)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const write = (applicationId: string) => (manager: EntityManager) => manager.query('INSERT INTO read_model VALUES ($1) ON CONFLICT DO NOTHING', [applicationId]).then(() => undefined);
  const readModelHas = async (applicationId: string) => ((await dataSource.query('SELECT 1 FROM read_model WHERE application_id = $1', [applicationId])) as unknown[]).length > 0;
  const deletedIds = async () => ((await dataSource.query('SELECT application_id FROM deleted_applications')) as { application_id: string }[]).map((row) => row.application_id);

  it('lets an event of a live application write, and drops one of a deleted application', async () => {
    const live = randomUUID();
    const deleted = randomUUID();
    await dataSource.transaction((manager) => new DeletedApplications(manager).record(deleted));

    await unlessApplicationDeleted(dataSource, live, write(live));
    await unlessApplicationDeleted(dataSource, deleted, write(deleted));

    await expect(readModelHas(live)).resolves.toBe(true);
    await expect(readModelHas(deleted)).resolves.toBe(false);
  });

  it('makes an event that arrives while the deletion is still open wait for it, then drops it', async () => {
    const applicationId = randomUUID();
    const deletion = dataSource.createQueryRunner();
    await deletion.connect();
    await deletion.startTransaction();
    try {
      await new DeletedApplications(deletion.manager).record(applicationId);
      const late = unlessApplicationDeleted(dataSource, applicationId, write(applicationId));
      // the late event's transaction waits on the deletion's lock (without it, it would write now and survive the deletion)
      await eventually(
        async () =>
          ((await dataSource.query(
            `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND mode = 'ShareLock' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )) as unknown[]).length > 0,
      );
      await deletion.commitTransaction();
      await late;
    } finally {
      if (deletion.isTransactionActive) await deletion.rollbackTransaction();
      await deletion.release();
    }
    await expect(readModelHas(applicationId)).resolves.toBe(false);
  });

  it(`forgets ids deleted more than ${DELETED_APPLICATION_MEMORY_DAYS} days ago when the next deletion is recorded; a redelivered deletion keeps the first date`, async () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const [old, recent, next] = [randomUUID(), randomUUID(), randomUUID()];
    await dataSource.transaction(async (manager) => {
      await new DeletedApplications(manager).record(recent, days(DELETED_APPLICATION_MEMORY_DAYS - 1));
      await new DeletedApplications(manager).record(recent, now);
      await new DeletedApplications(manager).record(old, days(DELETED_APPLICATION_MEMORY_DAYS + 1));
    });
    await expect(deletedIds()).resolves.toEqual(expect.arrayContaining([old, recent]));
    const [{ deleted_at: firstDate }] = (await dataSource.query('SELECT deleted_at FROM deleted_applications WHERE application_id = $1', [recent])) as { deleted_at: Date }[];
    expect(firstDate).toEqual(days(DELETED_APPLICATION_MEMORY_DAYS - 1));

    await dataSource.transaction((manager) => new DeletedApplications(manager).record(next, now));

    const kept = await deletedIds();
    expect(kept).toEqual(expect.arrayContaining([recent, next]));
    expect(kept).not.toContain(old);
  });
});
