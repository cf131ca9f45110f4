import { expect, test } from '@playwright/test';
import { findBank, pollUntil, signUp, STATEMENT_BANK, uploadStatement } from '@tenant/api-journey';
import type { DocumentListResponse } from '@tenant/contracts';
import { ITALIAN_HOLDER, renderFixture, statementSpec } from '@tenant/documents-fixtures';
import pg from 'pg';
import { applicantClient, type FaultProduct, faultProductForThisFile, newApplicant } from '../../support/fault-product.js';

/**
 * kill -9 of the API while a statement is being parsed (issue 18: a killed worker's document waited for the
 * job's 120 s expiry, minutes). With API_INSTANCES unset the API is the runner process itself: it is killed
 * the moment a parse job is running (pg-boss shows it active), started again on the same database, and every
 * document reaches a final state within 30 s of the restart.
 */
const ROUNDS = process.env.FAULTS_LONG === '1' ? 3 : 1;
const STATEMENTS = 6;
/** the income service's parse queue (services/income parse-jobs.service.ts) in pg-boss's schema */
const ACTIVE_PARSE_JOBS = "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'income.parse-document' AND state = 'active'";
let product: FaultProduct;
// a parse heartbeat a second (5 s by default): the restarted API finds the killed worker's documents within seconds
faultProductForThisFile((started) => (product = started), { PARSE_HEARTBEAT_SECONDS: '1' });

/** Resolves once a parse job is running (polled every 10 ms), so the kill lands mid-parse. */
const parseRunning = async (databaseUrl: string) => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await pollUntil(async () => ((await db.query<{ n: number }>(ACTIVE_PARSE_JOBS)).rows[0].n > 0 ? true : undefined), { timeoutMs: 60_000, pollMs: 10, what: 'a parse job running' });
  } finally {
    await db.end();
  }
};

test('every statement being parsed when the API is killed reaches a final state within 30 s of the restart', async () => {
  test.setTimeout(ROUNDS * 150_000);
  const client = applicantClient(product);
  await signUp(client, newApplicant());
  // a year of statements: a parse long enough to be caught running
  const spec = statementSpec('intesaSanpaolo', { months: 12, holder: { ...ITALIAN_HOLDER, name: 'Mario Rossi' } });
  const file = { name: 'estratto-conto-12-mesi.pdf', bytes: await renderFixture('intesaSanpaolo', spec) };
  const bank = await findBank(client, STATEMENT_BANK);

  for (let round = 1; round <= ROUNDS; round++) {
    const running = parseRunning(product.databaseUrl);
    const ids = await Promise.all(Array.from({ length: STATEMENTS }, (_, n) => uploadStatement(client, { ...file, name: `${round}-${n}-${file.name}` }, bank)));
    await running;
    await product.kill();
    await product.restart();

    const settled = await pollUntil(
      async () => {
        const answer = await client.api<DocumentListResponse>('GET', '/v2/income-check/documents');
        if (answer.status !== 200) return undefined;
        const ours = answer.body.documents.filter((d) => ids.includes(d.id));
        return ours.length === ids.length && ours.every((d) => d.parse_status !== 'processing') ? ours : undefined;
      },
      { timeoutMs: 30_000, pollMs: 500, what: `round ${round}: the ${ids.length} statements out of processing within 30 s of the restart` },
    );
    expect(settled.map((d) => d.parse_status)).toEqual(ids.map(() => 'done'));
  }
});
