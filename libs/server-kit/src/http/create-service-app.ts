import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadServerConfig, type LoadServerConfigOptions, type ServerConfig } from '../config/server-config.js';
import { ServerKitModule } from '../server-kit.module.js';
import { configureHttpApp } from './configure-http-app.js';
import { RedactingLogger } from '../logging/redacting-logger.js';
import { apiSecurityHeaders } from './security-headers.js';
import { assertEveryRouteDeclaresAccess } from './route-access-map.js';

/** Root of an HTTP app: the process-wide ServerKitModule plus one or more service modules. */
@Module({})
export class ServiceAppModule {
  static compose(config: ServerConfig, serviceModules: (Type | DynamicModule)[]): DynamicModule {
    return { module: ServiceAppModule, imports: [ServerKitModule.forRoot(config), ...serviceModules] };
  }
}

export interface CreateServiceAppOptions {
  /** OpenAPI title */
  title?: string;
  /** false silences Nest's logger (tests); by default the redacting JSON logger */
  logger?: false;
}

/** Service modules as one configured Express app under /api, not listening yet. */
export async function createServiceApp<T extends INestApplication = INestApplication>(
  config: ServerConfig,
  serviceModules: (Type | DynamicModule)[],
  options: CreateServiceAppOptions = {},
): Promise<T> {
  // rawBody: webhook signatures (Stripe) are checked on the exact bytes received (req.rawBody).
  // abortOnError false: a module that fails to start rejects this promise instead of Nest calling
  // process.exit, so the caller (a main, a test's set-up) decides; in one jest process an exit ended every suite.
  const app = await NestFactory.create<T>(ServiceAppModule.compose(config, serviceModules), { logger: options.logger ?? new RedactingLogger(config.environment), rawBody: true, abortOnError: false });
  // Client addresses (rate limits) come from X-Forwarded-For only through the proxies configured as trusted.
  const express = app.getHttpAdapter().getInstance() as { set(setting: string, value: unknown): void; disable(setting: string): void };
  express.set('trust proxy', config.trustProxy ?? false);
  express.disable('x-powered-by');
  // before every route (the OpenAPI page included): the API's headers and its no-store default
  app.use(apiSecurityHeaders());
  assertEveryRouteDeclaresAccess(app);
  return configureHttpApp(app, { title: options.title, openApi: config.devTools ?? false });
}

/** The standalone main of a service: config from the environment, listen on its port. */
export async function runStandaloneService(
  name: string,
  serviceModule: Type,
  portOptions: Required<Pick<LoadServerConfigOptions, 'portVariable' | 'defaultPort'>>,
): Promise<INestApplication> {
  const config = loadServerConfig(process.env, portOptions);
  const app = await createServiceApp(config, [serviceModule], { title: `${name} service` });
  app.enableShutdownHooks();
  await app.listen(config.port);
  console.log(`${name} service on http://localhost:${config.port}/api${config.devTools ? ' (OpenAPI: /api/docs)' : ''}`);
  return app;
}
