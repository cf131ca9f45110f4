import { createServiceApp } from '@tenant/server-kit';
import { createTestDatabase, createTestServerConfig, listenForTests } from '@tenant/server-kit/testing';
import { PaymentModule } from './payment.module.js';

describe(PaymentModule.name, () => {
  it('starts on its own schema and reports a healthy database', async () => {
    const database = await createTestDatabase('payment');
    const sut = await createServiceApp(createTestServerConfig(database.url), [PaymentModule], { logger: false });
    try {
      const call = await listenForTests(sut);
      await expect(call('/api/v1/payment/health')).resolves.toEqual({ status: 200, body: { success: true, service: 'payment', database: 'up' } });
    } finally {
      await sut.close();
      await database.drop();
    }
  });

  it('serves the OpenAPI UI only as a development tool: without DEV_TOOLS /api/docs is a 404', async () => {
    const database = await createTestDatabase('payment_production');
    const sut = await createServiceApp(createTestServerConfig(database.url, { devTools: false }), [PaymentModule], { logger: false });
    try {
      const call = await listenForTests(sut);
      await expect(call('/api/docs')).resolves.toMatchObject({ status: 404 });
      await expect(call('/api/docs-json')).resolves.toMatchObject({ status: 404 });
      await expect(call('/api/v1/payment/health')).resolves.toMatchObject({ status: 200 });
    } finally {
      await sut.close();
      await database.drop();
    }
  });
});
