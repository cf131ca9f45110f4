import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { productDatabaseUrl } from './product-env.js';

/** The server the products of a test's own create their databases on. */
const adminUrl = () => process.env.DATABASE_URL ?? productDatabaseUrl();

/** A fresh, empty database named `<prefix>_…`; its URL. */
export async function freshDatabase(prefix = 'faults'): Promise<string> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
