import { expect, test } from '@playwright/test';
import { findBank, pollUntil, signUp, STATEMENT_BANK, statementFiles, uploadStatement } from '@tenant/api-journey';
import type { DocumentListResponse } from '@tenant/contracts';
import { applicantClient, dropDatabase, freshDatabase, newApplicant, startFaultProduct, type FaultProduct } from '../../support/fault-product.js';

/**
 * kill -9 of the API while statements are parsed (issue 18: a killed worker's document waited for the
 * job's 120 s expiry). With API_INSTANCES unset the API is the runner process itself: it is killed and
 * started again on the same database, and every document reaches a final state within 30 s of the restart.
 */
const ROUNDS = process.env.FAULTS_LONG === '1' ? 3 : 1;
let product: FaultProduct;

test.beforeAll(async () => {
  product = await startFaultProduct(await freshDatabase());
});
test.afterAll(async () => {
  await product?.stop();
  if (product) await dropDatabase(product.databaseUrl);
});

test('every statement being parsed when the API is killed reaches a final state within 30 s of the restart', async () => {
  test.setTimeout(ROUNDS * 150_000);
  const client = applicantClient(product);
  await signUp(client, newApplicant());
  const statements = await statementFiles('Mario Rossi');
  const bank = await findBank(client, STATEMENT_BANK);

  for (let round = 1; round <= ROUNDS; round++) {
    // two sets of the three months: six parse jobs queued, the last ones surely not done when the API dies
    const ids: string[] = [];
    for (const file of [...statements, ...statements]) ids.push(await uploadStatement(client, { ...file, name: `${round}-${ids.length}-${file.name}` }, bank));
    await product.kill();
    await product.restart();
    const restarted = Date.now();

    const settled = await pollUntil(
      async () => {
        const answer = await client.api<DocumentListResponse>('GET', '/v2/income-check/documents');
        if (answer.status !== 200) return undefined;
        const ours = answer.body.documents.filter((d) => ids.includes(d.id));
        return ours.length === ids.length && ours.every((d) => d.parse_status !== 'processing') ? ours : undefined;
      },
      { timeoutMs: 30_000, pollMs: 500, what: `round ${round}: the ${ids.length} statements out of processing after the restart` },
    );
    expect(Date.now() - restarted).toBeLessThanOrEqual(30_000);
    expect(settled.map((d) => d.parse_status)).toEqual(ids.map(() => 'done'));
  }
});
