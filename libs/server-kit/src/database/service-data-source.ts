import { Logger } from '@nestjs/common';
import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { guardNestedConnections, pgPoolOf } from './connection-guard.js';
import { databaseOutages, reportServedConnections } from './database-availability.js';
import { CreateOutboxTable1700000000000 } from './outbox-table.migration.js';
import { DEFAULT_DATABASE_POOL_SETTINGS, pgPoolOptions, type DatabasePoolSettings } from './pool-settings.js';

/** What a service brings to get its own database: a schema of its own, its entities and migrations. */
export interface ServiceDatabaseOptions {
  /** the service name; also the DataSource (connection) name */
  name: string;
  /** the PostgreSQL schema; defaults to the service name */
  schema?: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: Function[];
  /** overrides the configured pool size (a command-line tool needs one or two connections) */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
/** Serialises schema and extension creation when several services start against one database. */
const SCHEMA_LOCK_KEY = 774_201;

export const schemaOf = (options: ServiceDatabaseOptions): string => {
  const schema = options.schema ?? options.name;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  return schema;
};

const poolLogger = new Logger('DatabasePool');

/** An idle connection the server cut: part of an outage (one log line for all), or worth a warning of its own. */
const onPoolError = (error: Error): void => {
  if (!databaseOutages.record(error)) poolLogger.warn(`an idle connection failed: ${error.message}`);
};

export function serviceDataSourceOptions(
  databaseUrl: string,
  options: ServiceDatabaseOptions,
  pool: DatabasePoolSettings = DEFAULT_DATABASE_POOL_SETTINGS,
): DataSourceOptions {
  const schema = schemaOf(options);
  return {
    type: 'postgres',
    url: databaseUrl,
    schema,
    entities: options.entities ?? [],
    migrations: [CreateOutboxTable1700000000000, ...(options.migrations ?? [])],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    // Unqualified names in migrations and raw queries resolve to the service's schema.
    extra: { options: `-c search_path=${schema},public`, ...pgPoolOptions(pool, options.poolSize) },
    poolErrorHandler: onPoolError,
  };
}

/**
 * What every initialised service DataSource gets: the guard that refuses a second connection to a
 * transaction's work (connection-guard.ts), and the end of an outage reported when its pool serves again.
 */
export function watchServiceDataSource(dataSource: DataSource): DataSource {
  guardNestedConnections(dataSource);
  reportServedConnections(pgPoolOf(dataSource));
  return dataSource;
}

/** Creates the schema (and the pgcrypto extension) if missing. */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  await withOwnConnection(databaseUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query('CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public');
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
  });
}

/**
 * Runs `work` on a connection of its own, ended afterwards (a session's advisory lock ends with it). Cut off
 * between two queries, a client with no 'error' listener would end the process: the outage is recorded and
 * the query in flight fails instead.
 */
async function withOwnConnection(databaseUrl: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => databaseOutages.record(error));
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Applies a schema's pending migrations in one instance at a time. TypeORM takes no lock: instances
 * starting together (API_INSTANCES, replicas of a new version) would each apply the same migration and
 * all but one fail. The lock is a session's, on a connection of its own, released when it ends.
 */
export async function runMigrationsAlone(dataSource: DataSource, databaseUrl: string, schema: string, transaction: 'all' | 'each' = 'all'): Promise<void> {
  await withOwnConnection(databaseUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`migrations:${schema}`]);
    await dataSource.runMigrations({ transaction });
  });
}

/** An initialised DataSource of one service with its migrations applied. */
export async function createServiceDataSource(
  databaseUrl: string,
  options: ServiceDatabaseOptions,
  pool: DatabasePoolSettings = DEFAULT_DATABASE_POOL_SETTINGS,
): Promise<DataSource> {
  await ensureSchema(databaseUrl, schemaOf(options));
  const dataSource = new DataSource(serviceDataSourceOptions(databaseUrl, options, pool));
  await dataSource.initialize();
  watchServiceDataSource(dataSource);
  try {
    await runMigrationsAlone(dataSource, databaseUrl, schemaOf(options), 'each');
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
