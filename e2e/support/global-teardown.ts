import { dropDatabase } from './databases.js';
import { loadProduct } from './product.js';

export default async function globalTeardown() {
  const product = loadProduct();
  try {
    process.kill(-product.pid, 'SIGTERM'); // the whole `npm start` process group
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 1500));
  if (product.databaseUrl && process.env.DATABASE_URL) await dropDatabase(product.databaseUrl);
}
