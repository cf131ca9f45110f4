import pg from 'pg';
import { loadProduct } from './product.js';

export default async function globalTeardown() {
  const product = loadProduct();
  try {
    process.kill(-product.pid, 'SIGTERM'); // the whole `npm start` process group
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 1500));
  if (product.databaseUrl && process.env.DATABASE_URL) {
    const name = new URL(product.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
