import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { ServerConfig } from '../config/server-config.js';
import { createServiceApp } from '../http/create-service-app.js';
import { listenForTests, type HttpTestCall } from './http-test-client.js';
import { templateDatabase } from './template-database.js';
import { createTestDatabase, createTestServerConfig, type TestDatabase } from './test-database.js';

export interface ServiceTestApp {
  app: INestApplication;
  call: HttpTestCall;
  config: ServerConfig;
  close(): Promise<void>;
}

const moduleName = (module: Type | DynamicModule): string => ('module' in module ? module.module.name : module.name);

/**
 * A fresh database: a copy of a template on which the app `create` makes started once in this jest
 * run (per `key`: its migrations run, its queues made), so a test file gets the state a start on an
 * empty database leaves without waiting for it. The template is shared by every file whatever its
 * settings: schema and queues only, no development data (DEV_TOOLS off).
 */
export async function createStartedTestDatabase(name: string, key: string, create: (config: ServerConfig) => Promise<INestApplication>): Promise<TestDatabase> {
  const template = await templateDatabase(key, async (url) => {
    const app = await create(createTestServerConfig(url, { devTools: false }));
    await app.init();
    await app.close();
  });
  return createTestDatabase(name, { template });
}

/** A service (or several composed) on its own fresh database (createStartedTestDatabase), listening on a free port. */
export async function startServiceTestApp(name: string, modules: (Type | DynamicModule)[], overrides: Partial<ServerConfig> = {}): Promise<ServiceTestApp> {
  const database = await createStartedTestDatabase(name, `${name}:${modules.map(moduleName).join(',')}`, (config) => createServiceApp(config, modules, { logger: false }));
  const config = createTestServerConfig(database.url, overrides);
  const app = await createServiceApp(config, modules, { logger: false });
  const call = await listenForTests(app);
  return {
    app,
    call,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
