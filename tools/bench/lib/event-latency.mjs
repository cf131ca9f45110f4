// Where an event's time goes between services, read from the product's database after a load level:
// every outbox row of every service schema joined with the pg-boss jobs the relay queued for it (the job
// id is the row's, see outboxJobId in libs/server-kit/src/events/outbox-relay.ts), and the report builds.
// Times are PostgreSQL's now() of each step's transaction: the row's recording, the relay's delivery,
// the subscriber's fetch of the job.
import pg from 'pg';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const figures = (values) => {
  const sorted = values.map(Number).sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p90Ms: percentile(sorted, 90), maxMs: sorted.at(-1) ?? null };
};
const ms = (from, to) => `round(extract(epoch FROM (${to} - ${from})) * 1000)`;

/** null when the database cannot be read (the embedded PostgreSQL of a run without DATABASE_URL is gone by then). */
export async function eventLatency(databaseUrl, { busSchema = 'pgboss', buildQueue = 'report.build-report' } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: schemas } = await client.query(`SELECT table_schema AS name FROM information_schema.tables WHERE table_name = 'outbox'`);
    const hops = [];
    for (const { name } of schemas) {
      const { rows } = await client.query(
        `SELECT j.name AS queue, ${ms('o.created_at', 'o.delivered_at')} AS relayed, ${ms('j.created_on', 'j.started_on')} AS picked, ${ms('o.created_at', 'j.started_on')} AS total
           FROM "${name}".outbox o
           JOIN ${busSchema}.job j ON j.id = (left(encode(sha256(convert_to($1, 'UTF8')), 'hex'), 16) || lpad(to_hex(o.id), 16, '0'))::uuid
          WHERE j.started_on IS NOT NULL`,
        [name],
      );
      hops.push(...rows);
    }
    // the background jobs' queues (no event subscription): how long a job waited, how long it ran
    const { rows: jobs } = await client.query(
      `SELECT name AS queue, ${ms('created_on', 'started_on')} AS waited, ${ms('started_on', 'completed_on')} AS ran FROM ${busSchema}.job
        WHERE started_on IS NOT NULL AND name NOT IN (SELECT name FROM ${busSchema}.subscription)`,
    );
    const jobQueues = {};
    for (const job of jobs) (jobQueues[job.queue] ??= []).push(job);
    const { rows: builds } = await client.query(`SELECT ${ms('created_on', 'started_on')} AS waited FROM ${busSchema}.job WHERE name = $1 AND started_on IS NOT NULL`, [buildQueue]);
    const byQueue = {};
    for (const hop of hops) (byQueue[hop.queue] ??= []).push(hop);
    const slowestQueues = Object.entries(byQueue)
      .map(([queue, rows]) => ({ queue, ...figures(rows.map((h) => h.total)) }))
      .sort((a, b) => b.p90Ms - a.p90Ms)
      .slice(0, 5);
    return {
      outboxToSubscriber: figures(hops.map((h) => h.total)),
      outboxToRelay: figures(hops.map((h) => h.relayed)),
      relayToSubscriber: figures(hops.map((h) => h.picked)),
      reportBuildQueued: figures(builds.map((b) => b.waited)),
      slowestQueues,
      jobs: Object.fromEntries(
        Object.entries(jobQueues).map(([queue, rows]) => [queue, { waited: figures(rows.map((j) => j.waited)), ran: figures(rows.filter((j) => j.ran !== null).map((j) => j.ran)) }]),
      ),
    };
  } finally {
    await client.end();
  }
}

export const printEventLatency = (latency) => {
  if (!latency) return;
  const line = (f) => `p50 ${f.p50Ms ?? '-'} ms, p90 ${f.p90Ms ?? '-'} ms, max ${f.maxMs ?? '-'} ms over ${f.count}`;
  console.log(`  event outbox → subscriber: ${line(latency.outboxToSubscriber)}`);
  console.log(`    outbox → relayed: ${line(latency.outboxToRelay)}; relayed → subscriber's fetch: ${line(latency.relayToSubscriber)}`);
  console.log(`  report build queued → started: ${line(latency.reportBuildQueued)}`);
  for (const [queue, job] of Object.entries(latency.jobs)) console.log(`  job ${queue}: waited ${line(job.waited)}; ran ${line(job.ran)}`);
  console.log(`  slowest subscriber queues (outbox → fetch): ${latency.slowestQueues.map((q) => `${q.queue} p50 ${q.p50Ms} / p90 ${q.p90Ms} ms`).join('; ')}`);
};
