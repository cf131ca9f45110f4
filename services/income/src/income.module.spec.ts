import { createServiceApp } from '@tenant/server-kit';
import { createTestDatabase, createTestServerConfig, listenForTests } from '@tenant/server-kit/testing';
import { IncomeModule } from './income.module.js';

describe(IncomeModule.name, () => {
  it('starts on its own schema and reports a healthy database', async () => {
    const database = await createTestDatabase('income');
    const sut = await createServiceApp(createTestServerConfig(database.url), [IncomeModule], { logger: false });
    try {
      const call = await listenForTests(sut);
      await expect(call('/api/v1/income/health')).resolves.toEqual({ status: 200, body: { success: true, service: 'income', database: 'up' } });
    } finally {
      await sut.close();
      await database.drop();
    }
  });
});
