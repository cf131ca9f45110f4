import type { NestExpressApplication } from '@nestjs/platform-express';
import { createStartedTestDatabase, createTestServerConfig, startSmtpCatcher, type SmtpCatcher, type TestDatabase } from '@tenant/server-kit/testing';
import { paymentEnvFor, startStripeSandbox, type StripeSandbox } from '@tenant/stripe-sandbox';
import { createApiApp } from './create-api-app.js';

export interface WholeApiForTests {
  app: NestExpressApplication;
  database: TestDatabase;
  mailbox: SmtpCatcher;
  stripe: StripeSandbox;
  close(): Promise<void>;
}

/** A fresh database for the whole API: a copy of one the four services started on once in this jest run. */
export const createApiTestDatabase = (name: string): Promise<TestDatabase> =>
  createStartedTestDatabase(name, 'runner:whole-api', (config) => createApiApp({ config, logger: false }));

/**
 * The four services composed as the runner composes them, on a fresh database, with a mailbox that
 * catches their mail and the Stripe sandbox as their payment provider; not listening yet.
 */
export async function startWholeApiForTests(databaseName: string): Promise<WholeApiForTests> {
  const mailbox = await startSmtpCatcher();
  const stripe = await startStripeSandbox({ accounts: [{ name: 'default' }, { name: 'rental-pass' }] });
  const database = await createApiTestDatabase(databaseName);
  const app = await createApiApp({ config: createTestServerConfig(database.url, { smtpUrl: mailbox.url, environment: paymentEnvFor(stripe) }), logger: false });
  return {
    app,
    database,
    mailbox,
    stripe,
    close: async () => {
      await app.close();
      await database.drop();
      await stripe.close();
      await mailbox.close();
    },
  };
}
