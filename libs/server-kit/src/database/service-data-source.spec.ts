import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createServiceDataSource } from './service-data-source.js';

describe(createServiceDataSource.name, () => {
  let database: TestDatabase;
  const started: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('service_data_source');
  });
  afterAll(async () => {
    await Promise.all(started.map((dataSource) => dataSource.destroy()));
    await database?.drop();
  });

  it('migrates a schema once when several instances start on it at the same time', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => createServiceDataSource(database.url, { name: 'twins' })));
    started.push(...instances);

    await expect(instances[0].query('SELECT name FROM twins.migrations')).resolves.toEqual([{ name: 'CreateOutboxTable1700000000000' }]);
  });
});
