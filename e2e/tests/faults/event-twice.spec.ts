import { expect, test } from '@playwright/test';
import { pollUntil, STATEMENT_BANK, statementFiles, walkJourney, type ApiClient } from '@tenant/api-journey';
import type { DocumentListResponse, PaymentRequiredResponse, ReportResponse } from '@tenant/contracts';
import pg from 'pg';
import { applicantClient, type FaultProduct, faultProductForThisFile, newApplicant } from '../../support/fault-product.js';
import { text } from '../../support/texts.js';

/**
 * The same event delivered twice has one effect. pg-boss delivers at least once (a job whose worker died
 * runs again), so after a whole journey every event of the application is delivered to every subscriber a
 * second time: a copy of each of its subscription jobs is queued again. Once the queues are quiet, the
 * applicant still has one "report ready" mail, one report, the same documents and a paid application.
 */
let product: FaultProduct;
faultProductForThisFile((started) => (product = started));

/** Jobs of the subscription queues (an event in data.type) that are about this application. */
const EVENT_JOBS = `SELECT id FROM pgboss.job WHERE data ? 'type' AND data::text LIKE '%' || $1 || '%' AND state = 'completed'`;
/** Copies of them, queued as pg-boss queues a job that runs again. */
const DELIVER_AGAIN = `INSERT INTO pgboss.job (name, data, retry_limit, expire_in, keep_until)
  SELECT name, data, retry_limit, expire_in, now() + interval '1 day' FROM pgboss.job WHERE id = ANY($1::uuid[]) RETURNING id`;
const UNFINISHED = `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= now()`;

const readyMails = async (client: ApiClient, email: string) => {
  const subject = text('en', 'report', 'Report.Mail.Ready.Subject');
  const { body } = await client.call<{ messages: { to: string[]; subject: string }[] }>('GET', '/dev/mailbox/messages.json');
  return body.messages.filter((m) => m.subject === subject && m.to.includes(email)).length;
};

test('every event of a whole journey delivered a second time has no second effect', async () => {
  test.setTimeout(300_000);
  const client = applicantClient(product);
  const applicant = newApplicant();
  const { applicationId } = await walkJourney(client, applicant, { statements: await statementFiles('Mario Rossi'), bank: STATEMENT_BANK });
  await pollUntil(async () => ((await readyMails(client, applicant.email)) > 0 ? true : undefined), { timeoutMs: 120_000, pollMs: 1000, what: 'the report-ready mail' });

  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  try {
    const quiet = () => pollUntil(async () => ((await db.query<{ n: number }>(UNFINISHED)).rows[0].n === 0 ? true : undefined), { timeoutMs: 120_000, pollMs: 500, what: 'every job done' });
    await quiet();
    const before = {
      report: (await client.api<ReportResponse>('GET', '/v2/report/')).body.report_id,
      documents: (await client.api<DocumentListResponse>('GET', '/v2/income-check/documents')).body.documents.map((d) => d.id).sort(),
      mails: await readyMails(client, applicant.email),
    };
    const events = (await db.query<{ id: string }>(EVENT_JOBS, [applicationId])).rows.map((r) => r.id);
    expect(events.length, 'events of the application delivered').toBeGreaterThan(5);
    const again = (await db.query<{ id: string }>(DELIVER_AGAIN, [events])).rows.map((r) => r.id);
    expect(again).toHaveLength(events.length);
    await quiet();

    const failed = await db.query<{ name: string }>(`SELECT name FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state <> 'completed'`, [again]);
    expect(failed.rows.map((r) => r.name), 'deliveries that did not complete').toEqual([]);
    expect(await readyMails(client, applicant.email), 'report-ready mails').toBe(before.mails);
    expect((await client.api<ReportResponse>('GET', '/v2/report/')).body.report_id).toBe(before.report);
    expect((await client.api<DocumentListResponse>('GET', '/v2/income-check/documents')).body.documents.map((d) => d.id).sort()).toEqual(before.documents);
    expect((await client.api<PaymentRequiredResponse>('GET', '/v1/payment/is-payment-required')).body.isPaymentRequired).toBe(false);
  } finally {
    await db.end();
  }
});
