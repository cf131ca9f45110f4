import pg from 'pg';

/** Drops the run's template databases (on the machine's server; an embedded one goes as a whole) and stops the embedded server. */
export default async function teardown() {
  if (globalThis.__EMBEDDED_PG__) return globalThis.__EMBEDDED_PG__.stop();
  const client = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [process.env.TEST_TEMPLATE_PREFIX]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
