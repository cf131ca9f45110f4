import { Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SERVER_CONFIG } from '../server-kit.tokens.js';
import type { ServerConfig } from '../config/server-config.js';
import { EventBus } from '../events/event-bus.js';
import { Outbox } from '../events/outbox.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { ensureSchema, runMigrationsAlone, schemaOf, serviceDataSourceOptions, watchServiceDataSource, type ServiceDatabaseOptions } from './service-data-source.js';

/** Starts the relay of a service's outbox once the app is up, and stops it before the database closes. */
class OutboxRelayLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(private readonly relay: OutboxRelay) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * The database of one service: a named DataSource in the service's own schema with its migrations run at
 * start, plus that service's Outbox and OutboxRelay. Needs ServerKitModule (SERVER_CONFIG, EventBus).
 * Inject with @InjectDataSource(name) / @InjectRepository(Entity, name), and Outbox / OutboxRelay.
 */
@Module({})
export class ServiceDatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    const schema = schemaOf(options);
    const dataSourceToken = getDataSourceToken(options.name);
    return {
      module: ServiceDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          name: options.name,
          inject: [SERVER_CONFIG],
          useFactory: (config: ServerConfig) => ({
            ...serviceDataSourceOptions(config.databaseUrl, options, config.databasePool),
            name: options.name,
          }),
          dataSourceFactory: async (dataSourceOptions) => {
            const url = (dataSourceOptions as { url: string }).url;
            await ensureSchema(url, schema);
            // the guard and the outage report wrap its pool before the migrations run
            const dataSource = watchServiceDataSource(await new DataSource(dataSourceOptions!).initialize());
            await runMigrationsAlone(dataSource, url, schema);
            return dataSource;
          },
        }),
      ],
      providers: [
        { provide: Outbox, useValue: new Outbox(schema) },
        {
          provide: OutboxRelay,
          inject: [dataSourceToken, EventBus],
          useFactory: (dataSource: DataSource, bus: EventBus) => new OutboxRelay(dataSource, schema, bus),
        },
        { provide: OutboxRelayLifecycle, inject: [OutboxRelay], useFactory: (relay: OutboxRelay) => new OutboxRelayLifecycle(relay) },
      ],
      exports: [TypeOrmModule, Outbox, OutboxRelay],
    };
  }
}
