import pg from 'pg';
import { startOutageProxy, targetOf, type OutageProxy } from './outage-proxy.js';

// the root jest config's global setup provides a PostgreSQL server
const DATABASE_URL = process.env.TEST_PG_ADMIN_URL ?? process.env.DATABASE_URL ?? '';

describe('startOutageProxy', () => {
  let sut: OutageProxy;

  beforeAll(async () => {
    sut = await startOutageProxy(targetOf(DATABASE_URL));
  });
  afterAll(() => sut.close());

  const query = async () => {
    const client = new pg.Client({ connectionString: sut.url(DATABASE_URL), connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0].one;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('passes connections through, drops them on cut and lets them through again on restore', async () => {
    await expect(query()).resolves.toBe(1);

    const held = new pg.Client({ connectionString: sut.url(DATABASE_URL) });
    held.on('error', () => undefined);
    await held.connect();
    expect(sut.openConnections()).toBeGreaterThan(0);

    sut.cut();
    await expect(held.query('SELECT 1')).rejects.toThrow();
    await expect(query()).rejects.toThrow();

    sut.restore();
    await expect(query()).resolves.toBe(1);
  });
});
