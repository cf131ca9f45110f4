import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { generateEs256KeyPair } from '../auth/key-pair.js';
import type { ServerConfig } from '../config/server-config.js';

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

const withAdmin = async (run: (client: pg.Client) => Promise<unknown>): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** A fresh, empty database on the test server; drop() removes it (closing leftover connections). */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
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
    ...overrides,
  };
}
