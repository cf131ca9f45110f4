import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { templateDatabase } from './template-database.js';
import { createTestDatabase, withAdmin } from './test-database.js';

const query = async <T>(url: string, text: string): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
};

const databaseExists = (name: string) => withAdmin(async (client) => Boolean((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount));

describe(templateDatabase.name, () => {
  it('builds a template once per key, however many ask at once, and each copy starts from what the build left', async () => {
    const key = `spec:${randomUUID()}`;
    let builds = 0;
    const build = async (url: string) => {
      builds += 1;
      await query(url, "CREATE TABLE built (what text); INSERT INTO built VALUES ('migrated')");
    };
    const [first, second] = await Promise.all([templateDatabase(key, build), templateDatabase(key, build)]);
    expect(builds).toBe(1);
    expect(second).toBe(first);

    const copies = [await createTestDatabase('template_copy', { template: first }), await createTestDatabase('template_copy', { template: first })];
    try {
      await query(copies[0].url, "INSERT INTO built VALUES ('by the first file')");
      expect(await query(copies[0].url, 'SELECT what FROM built ORDER BY what')).toEqual([{ what: 'by the first file' }, { what: 'migrated' }]);
      // a file's writes stay in its copy
      expect(await query(copies[1].url, 'SELECT what FROM built')).toEqual([{ what: 'migrated' }]);
    } finally {
      for (const copy of copies) await copy.drop();
    }
  });

  it('leaves no template behind when its build fails, so no file starts from a half-built one', async () => {
    const key = `spec:${randomUUID()}`;
    let builtOn = '';
    await expect(
      templateDatabase(key, async (url) => {
        builtOn = new URL(url).pathname.slice(1);
        await query(url, 'CREATE TABLE half (id int)');
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    expect(builtOn).not.toBe('');
    expect(await databaseExists(builtOn)).toBe(false);
    expect(await databaseExists(builtOn.replace(/_building$/, ''))).toBe(false);
  });
});
