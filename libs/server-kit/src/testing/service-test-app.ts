import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { ServerConfig } from '../config/server-config.js';
import { createServiceApp } from '../http/create-service-app.js';
import { listenForTests, type HttpTestCall } from './http-test-client.js';
import { createTestDatabase, createTestServerConfig } from './test-database.js';

export interface ServiceTestApp {
  app: INestApplication;
  call: HttpTestCall;
  config: ServerConfig;
  close(): Promise<void>;
}

/** A service (or several composed) on its own fresh database, listening on a free port. */
export async function startServiceTestApp(name: string, modules: (Type | DynamicModule)[], overrides: Partial<ServerConfig> = {}): Promise<ServiceTestApp> {
  const database = await createTestDatabase(name);
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
