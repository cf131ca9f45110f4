import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { ServerConfig } from '../config/server-config.js';
import { createServiceApp } from '../http/create-service-app.js';
import { listenForTests, type HttpTestCall } from './http-test-client.js';
import { templateDatabase } from './template-database.js';
import { createTestDatabase, createTestServerConfig } from './test-database.js';

export interface ServiceTestApp {
  app: INestApplication;
  call: HttpTestCall;
  config: ServerConfig;
  close(): Promise<void>;
}

const moduleName = (module: Type | DynamicModule): string => ('module' in module ? module.module.name : module.name);

/**
 * A service (or several composed) on its own fresh database, listening on a free port. The database is a
 * copy of one these modules have started on once in this jest run (their migrations run, their queues
 * made), so each file gets the state a start on an empty database leaves, without waiting for it.
 */
export async function startServiceTestApp(name: string, modules: (Type | DynamicModule)[], overrides: Partial<ServerConfig> = {}): Promise<ServiceTestApp> {
  const template = await templateDatabase(`${name}:${modules.map(moduleName).join(',')}`, async (url) => {
    // shared by every file whatever its overrides: schema and queues only, no development data (DEV_TOOLS)
    const app = await createServiceApp(createTestServerConfig(url, { devTools: false }), modules, { logger: false });
    await app.init();
    await app.close();
  });
  const database = await createTestDatabase(name, { template });
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
