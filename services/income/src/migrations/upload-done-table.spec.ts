import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { startIncomeTestApp, type IncomeTestApp } from '../../test/fixtures/income-test-app.js';
import { INCOME_DATABASE } from '../income-database.js';
import { UploadDoneTable1700000020500 } from './1700000020500-upload-done-table.js';

describe(UploadDoneTable1700000020500.name, () => {
  let sut: IncomeTestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    dataSource = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
  });

  afterAll(async () => {
    await sut?.close();
  });

  const uploadDoneTimes = () => dataSource.query('SELECT application_id, upload_done_at FROM upload_done ORDER BY upload_done_at');

  it('moves the upload-done times out of the access list into their own table (rows without one stay without), and back', async () => {
    const migration = new UploadDoneTable1700000020500();
    const runner = dataSource.createQueryRunner();
    const done = randomUUID();
    const notDone = randomUUID();
    const doneAt = new Date('2026-10-01T09:30:00Z');
    try {
      await migration.down(runner);
      await runner.query(
        `INSERT INTO application_access (application_id, owner_applicant_id, invited_emails, changed_at, upload_done_at)
         VALUES ($1, gen_random_uuid(), '{}', now(), $3), ($2, gen_random_uuid(), '{}', now(), NULL)`,
        [done, notDone, doneAt],
      );

      await migration.up(runner);
      await expect(uploadDoneTimes()).resolves.toEqual([{ application_id: done, upload_done_at: doneAt }]);
      await expect(dataSource.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'application_access' AND column_name = 'upload_done_at'")).resolves.toEqual([]);
      await expect(dataSource.query('SELECT application_id FROM application_access ORDER BY application_id')).resolves.toEqual(
        [done, notDone].sort().map((application_id) => ({ application_id })),
      );

      await migration.down(runner);
      await expect(dataSource.query('SELECT application_id, upload_done_at FROM application_access WHERE upload_done_at IS NOT NULL')).resolves.toEqual([{ application_id: done, upload_done_at: doneAt }]);
    } finally {
      await migration.up(runner);
      await runner.release();
    }
  });
});
