import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { generateEs256KeyPair } from '../auth/key-pair.js';
import { DEFAULT_PROVIDER_TIMEOUT_MS, type ServerConfig } from '../config/server-config.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

const adminUrl = (): string => {
  const url = process.env.TEST_PG_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL is not set: run tests through the root jest config (its globalSetup starts PostgreSQL)');
  return url;
};

/** Runs `run` on a connection of its own to the test server's maintenance database. */
export const withAdmin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const testDatabaseUrl = (name: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database on the test server, empty or a copy of `template` (a database nobody is connected
 * to); drop() removes it (closing leftover connections). Its commits do not wait for the disk: the
 * test server may be the machine's own, and a test database is dropped anyway.
 */
export async function createTestDatabase(prefix = 'test', options: { template?: string } = {}): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    await client.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`);
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  return {
    url: testDatabaseUrl(name),
    name,
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A complete ServerConfig for tests, with fresh key pairs. */
export function createTestServerConfig(databaseUrl: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const auth = generateEs256KeyPair();
  const report = generateEs256KeyPair();
  return {
    port: 0,
    databaseUrl,
    mailFrom: 'Tenant Screening <no-reply@test.local>',
    authPrivateKey: auth.privateKey,
    authPublicKey: auth.publicKey,
    reportSigningPrivateKey: report.privateKey,
    reportSigningPublicKey: report.publicKey,
    publicUrl: 'http://localhost:4200',
    devTools: true,
    providerTimeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS,
    // a service's own settings (provider URLs …) are given here, never through process.env
    environment: {},
    ...overrides,
  };
}
