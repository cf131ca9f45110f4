// `npm run bench:load` (never in `npm test`): the product under simulated applicants over loopback.
// For each level (50 and 200 concurrent applicants; LOAD_APPLICANTS="50,200" to change) a fresh product
// (fresh VAR_DIR, fresh database on DATABASE_URL or the embedded PostgreSQL) is started with
// TRUST_PROXY=loopback, and every applicant walks the API journey of tools/api-journey at once, each from
// its own X-Forwarded-For address (the per-IP sign-up limits stay on and count per applicant), while a reader
// per signed-in applicant reads its state, documents and report as an open screen does. Then, on a product of
// its own, autocannon compares GET /api/v1/state/ with a static file of the same server. Every call has a timeout, so a hung
// product still gives figures. Then the fault suite (e2e/tests/faults) runs in its long form (FAULTS_LONG=1:
// more parallel reads, readers and journeys, three kill rounds). Figures and the faults' results go to the
// console and var/bench/load.json. With DATABASE_URL, each level also says where events' time went
// (lib/event-latency.mjs: outbox → relay → subscriber, and how long each job queue's jobs waited and ran).
//
// Optional environment: LOAD_APPLICANTS ("50,200"), LOAD_READ_PAUSE_MS (1000, between two reads of one
// reader), LOAD_RAMP_S (5, applicants start spread over this), LOAD_REQUEST_TIMEOUT_MS (15000),
// LOAD_WAIT_S (120, each wait of a journey: mailed code, parsing, payment, report), LOAD_CANNON_S (5),
// LOAD_CANNON_CONNECTIONS (50), LOAD_FAULTS=0 (skip the fault suite), BENCH_SKIP_BUILD=1, DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { eventLatency, printEventLatency } from './lib/event-latency.mjs';
import { measureLoad } from './lib/load.mjs';
import { freePort, onStop, run, runBenchmark, startProcess, stopAll } from './lib/processes.mjs';
import { transpile } from './lib/transpile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const RESULTS_FILE = join(ROOT, 'var', 'bench', 'load.json');
const OUT = join(ROOT, 'var', 'bench', 'load-js');
const env = process.env;
const LEVELS = (env.LOAD_APPLICANTS ?? '50,200').split(',').map(Number).filter((n) => n > 0);
const READ_PAUSE_MS = Number(env.LOAD_READ_PAUSE_MS ?? 1000);
const RAMP_S = Number(env.LOAD_RAMP_S ?? 5);
const REQUEST_TIMEOUT_MS = Number(env.LOAD_REQUEST_TIMEOUT_MS ?? 15_000);
const WAIT_MS = Number(env.LOAD_WAIT_S ?? 120) * 1000;
const CANNON = { durationS: Number(env.LOAD_CANNON_S ?? 5), warmupS: 1, connections: Number(env.LOAD_CANNON_CONNECTIONS ?? 50), timeoutS: 2 };
const TARGETS = { readP99Ms: 300, stateRatio: 0.25, uploadToReportMedianS: 10 };
/** The screens' reads the p99 goal is about (an open screen polls them). */
const READS = ['GET /api/v1/state/', 'GET /api/v2/income-check/documents', 'GET /api/v2/report/'];
const HOLDER = { firstName: 'Mario', lastName: 'Rossi' };

const log = (line) => console.log(`[bench:load] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (n) => (n === null ? null : Math.round(n));
const met = (ok) => (ok ? 'met' : 'NOT MET');

transpile(ROOT, ['tools/api-journey/src', 'tools/documents/src'], OUT, {
  '@tenant/documents-fixtures': 'tools/documents/src/index.ts',
  '@tenant/api-journey': 'tools/api-journey/src/index.ts',
});
const journey = await import(join(OUT, 'tools/api-journey/src/index.js'));

const buildAll = async () => {
  if (env.BENCH_SKIP_BUILD === '1') return log('BENCH_SKIP_BUILD=1: using the existing builds');
  log('npm run build (nx, cached) ...');
  await run('npm', ['run', 'build', '--', '--output-style=static'], { cwd: ROOT, quiet: true });
};

/** A fresh database on DATABASE_URL's server, dropped at the end; null for the runner's embedded PostgreSQL. */
const freshDatabase = async (label) => {
  if (!env.DATABASE_URL) return null;
  const name = `bench_load_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onStop(`database ${name}`, async () => {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const startProduct = async (label) => {
  const port = await freePort();
  const varDir = mkdtempSync(join(tmpdir(), 'tenant-bench-load-'));
  chmodSync(varDir, 0o755); // as root the embedded PostgreSQL runs as the postgres user, who must enter it
  onStop('VAR_DIR', async () => rmSync(varDir, { recursive: true, force: true }));
  const databaseUrl = await freshDatabase(label);
  const productEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    VAR_DIR: varDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_CATCHER_PORT: '0',
    REMOTES_MAP_FILE: '',
    SMTP_URL: '',
    PARTNER_DEMO_PORT: 'off',
    // each simulated applicant sends its own X-Forwarded-For; only the loopback proxy (this bench) is believed
    TRUST_PROXY: 'loopback',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  log(`starting the product on 127.0.0.1:${port} (${databaseUrl ? 'a fresh database on DATABASE_URL' : 'embedded PostgreSQL'}) ...`);
  await startProcess(`runner ${label}`, process.execPath, [join(ROOT, 'tools', 'runner', 'dist', 'main.js')], {
    cwd: ROOT,
    env: productEnv,
    ready: (line) => line.includes('the product is running'),
    timeoutMs: 180_000,
  });
  return { base: `http://127.0.0.1:${port}`, databaseUrl };
};

/** Every call of a level, by endpoint. */
const newRecorder = () => {
  const calls = [];
  return { calls, onCall: (call) => calls.push(call) };
};

const summarise = (calls) => {
  const byEndpoint = new Map();
  for (const call of calls) {
    const entry = byEndpoint.get(call.endpoint) ?? { times: [], statuses: {} };
    if (call.status > 0) entry.times.push(call.ms);
    const key = call.status || 'no answer';
    entry.statuses[key] = (entry.statuses[key] ?? 0) + 1;
    byEndpoint.set(call.endpoint, entry);
  }
  return [...byEndpoint.entries()]
    .map(([endpoint, { times, statuses }]) => {
      times.sort((a, b) => a - b);
      return { endpoint, calls: Object.values(statuses).reduce((a, b) => a + b, 0), p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), statuses };
    })
    .sort((a, b) => b.calls - a.calls);
};

/** A call that is an error for the goal "0 errors other than 429": no answer, or a server error. */
const isError = (call) => call.status === 0 || call.status >= 500;

/** One applicant's screen left open: its state, documents and report read in turn until the journey ends. */
const readWhileWalking = async (client, running) => {
  const reads = [
    () => client.api('GET', '/v1/state/'),
    () => client.api('GET', '/v2/income-check/documents'),
    () => client.api('GET', '/v2/report/'),
  ];
  for (let i = 0; running(); i++) {
    await reads[i % reads.length]().catch(() => undefined); // recorded by the client; a failed read does not stop reading
    await sleep(READ_PAUSE_MS);
  }
};

const runLevel = async (applicants, statements) => {
  const { base, databaseUrl } = await startProduct(`${applicants}`);
  const recorder = newRecorder();
  const runId = Date.now().toString(36);
  const failures = {};
  const results = [];
  const started = Date.now();
  log(`${applicants} applicants walking the journey (ramp ${RAMP_S} s, a reader each every ${READ_PAUSE_MS} ms) ...`);
  await Promise.all(
    Array.from({ length: applicants }, async (_, n) => {
      await sleep((RAMP_S * 1000 * n) / applicants);
      const client = new journey.ApiClient({ baseUrl: base, clientIp: journey.clientAddress(n + 1), timeoutMs: REQUEST_TIMEOUT_MS, onCall: recorder.onCall });
      let walking = true;
      const readers = [];
      try {
        const result = await journey.walkJourney(client, { ...HOLDER, email: `mario.rossi.load-${runId}-${n}@example.com` }, {
          statements,
          bank: journey.STATEMENT_BANK,
          waitMs: WAIT_MS,
          onSignedIn: (signedIn) => {
            readers.push(readWhileWalking(signedIn, () => walking));
          },
        });
        results.push(result);
      } catch (error) {
        const key = `${error.step ?? 'journey'}: ${(error.reason?.message ?? error.message).replace(/[0-9a-f-]{36}|\d+/g, '#').slice(0, 160)}`;
        failures[key] = (failures[key] ?? 0) + 1;
      } finally {
        walking = false;
        await Promise.all(readers);
      }
    }),
  );
  const journeyS = (Date.now() - started) / 1000;
  log(`${results.length}/${applicants} journeys completed in ${journeyS.toFixed(0)} s`);
  // before stopAll, which drops the level's database
  const events = databaseUrl ? await eventLatency(databaseUrl).catch((error) => log(`event latency not read: ${error.message}`) ?? null) : null;

  await stopAll();

  const endpoints = summarise(recorder.calls);
  const readTimes = recorder.calls.filter((c) => READS.includes(c.endpoint) && c.status > 0).map((c) => c.ms).sort((a, b) => a - b);
  const uploadToReport = results.map((r) => (r.reportReadyAt - r.lastUploadAt) / 1000).sort((a, b) => a - b);
  const errors = recorder.calls.filter(isError).length;
  return {
    applicants,
    completed: results.length,
    journeySeconds: Math.round(journeyS),
    failures,
    calls: recorder.calls.length,
    errors,
    tooManyRequests: recorder.calls.filter((c) => c.status === 429).length,
    /** a journey that stopped on a 4xx answer (other than 429) is an error too */
    journeysStoppedByClientErrors: Object.entries(failures).filter(([k]) => / answered 4(?!29)\d\d/.test(k)).reduce((sum, [, count]) => sum + count, 0),
    reads: { calls: readTimes.length, p50Ms: round(percentile(readTimes, 50)), p99Ms: round(percentile(readTimes, 99)) },
    uploadToReportSeconds: { count: uploadToReport.length, median: percentile(uploadToReport, 50), p90: percentile(uploadToReport, 90) },
    events,
    endpoints,
  };
};

/**
 * GET /api/v1/state/ (one applicant's own, as the screens read it) against a static file of the same server,
 * on a product of its own: the journeys of a level may have left theirs hung. The static file first, since a
 * hung state read may stop the static site too.
 */
const measureThroughput = async (statements) => {
  const { base } = await startProduct('throughput');
  const client = new journey.ApiClient({ baseUrl: base, clientIp: journey.clientAddress(1), timeoutMs: REQUEST_TIMEOUT_MS });
  await journey.walkJourney(client, { ...HOLDER, email: `mario.rossi.throughput-${Date.now().toString(36)}@example.com` }, { statements, bank: journey.STATEMENT_BANK, until: 'sign-up' });
  const staticPath = await staticFileOf(base);
  log(`autocannon ${CANNON.connections} connections, ${CANNON.warmupS} s + ${CANNON.durationS} s (a call unanswered after ${CANNON.timeoutS} s is a timeout): ${staticPath}, then GET /api/v1/state/ ...`);
  const staticLoad = await measureLoad(base + staticPath, CANNON);
  const stateLoad = await measureLoad(`${base}/api/v1/state/?application_id=${client.applicationId}&lang=en`, {
    ...CANNON,
    headers: { authorization: `Bearer ${client.accessToken}`, 'application-type': 'rent', region: 'it', 'x-forwarded-for': journey.clientAddress(1) },
  });
  await stopAll();
  return { static: staticLoad, state: stateLoad, ratio: staticLoad.rps ? +(stateLoad.rps / staticLoad.rps).toFixed(3) : null };
};

/** The shell's first script, which every page loads: a static file the server sends without the API. */
const staticFileOf = async (base) => {
  const html = readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no script in shell/dist/index.html');
  return new URL(src, `${base}/`).pathname;
};

const printThroughput = (t) => {
  const cannon = (r) => `${String(r.rps).padStart(6)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (${r.requests} answered, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)`;
  console.log('');
  console.log(`throughput, ${CANNON.connections} connections (a product of its own):`);
  console.log(`  static file        ${cannon(t.static)}`);
  console.log(`  GET /api/v1/state/ ${cannon(t.state)}`);
  console.log(`  ratio ${t.ratio ?? '-'}`);
};

const printLevel = (level) => {
  console.log('');
  console.log(`${level.applicants} concurrent applicants: ${level.completed} journeys completed in ${level.journeySeconds} s; ${level.calls} calls`);
  console.log(`  errors other than 429 (no answer or 5xx): ${level.errors}; journeys stopped by another 4xx: ${level.journeysStoppedByClientErrors}; 429: ${level.tooManyRequests}`);
  for (const [reason, count] of Object.entries(level.failures)) console.log(`  failed ${String(count).padStart(4)}× ${reason}`);
  console.log(`  reads (state, documents, report): p50 ${level.reads.p50Ms} ms, p99 ${level.reads.p99Ms} ms over ${level.reads.calls} answered`);
  const u = level.uploadToReportSeconds;
  console.log(`  last upload → report ready: median ${u.median?.toFixed(1) ?? '-'} s, p90 ${u.p90?.toFixed(1) ?? '-'} s over ${u.count} journeys`);
  printEventLatency(level.events);
  console.log('  per endpoint (answered calls: p50 / p99 ms; statuses):');
  for (const e of level.endpoints) {
    console.log(`    ${e.endpoint.padEnd(48)} ${String(e.calls).padStart(6)}  ${String(e.p50Ms ?? '-').padStart(6)} / ${String(e.p99Ms ?? '-').padStart(6)}  ${JSON.stringify(e.statuses)}`);
  }
};

async function main() {
  const started = Date.now();
  await buildAll();
  log(`rendering the three statements of ${HOLDER.firstName} ${HOLDER.lastName} (tools/documents) ...`);
  const statements = await journey.statementFiles(`${HOLDER.firstName} ${HOLDER.lastName}`);
  const levels = [];
  for (const applicants of LEVELS) {
    const level = await runLevel(applicants, statements);
    levels.push(level);
    printLevel(level);
  }
  const throughput = await measureThroughput(statements);
  printThroughput(throughput);
  const at = (n) => levels.find((l) => l.applicants === n);
  const goals = {
    noErrors: { target: '0 errors other than 429', met: levels.every((l) => l.errors === 0 && l.journeysStoppedByClientErrors === 0) },
    readP99At200: { target: `p99 <= ${TARGETS.readP99Ms} ms for reads at 200`, value: at(200)?.reads.p99Ms ?? null, met: (at(200)?.reads.p99Ms ?? Infinity) <= TARGETS.readP99Ms },
    stateRatio: { target: `>= ${TARGETS.stateRatio}x a static file`, value: throughput.ratio, met: (throughput.ratio ?? 0) >= TARGETS.stateRatio && throughput.state.non2xx + throughput.state.errors + throughput.state.timeouts === 0 },
    uploadToReportAt50: {
      target: `median <= ${TARGETS.uploadToReportMedianS} s at 50`,
      value: at(50)?.uploadToReportSeconds.median ?? null,
      met: (at(50)?.uploadToReportSeconds.median ?? Infinity) <= TARGETS.uploadToReportMedianS && at(50)?.completed === 50,
    },
  };
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: availableParallelism() },
    method: {
      journey: 'tools/api-journey walkJourney: sign-up with the mailed code, personal details, current address, household, questionnaire, three statement uploads parsed and finalised, validation, confirmation, sandbox payment (4242), report polled until ready',
      readers: `one reader per signed-in applicant: GET state, documents, report in turn, ${READ_PAUSE_MS} ms apart, until its journey ends`,
      addresses: 'each applicant its own X-Forwarded-For (10.x.y.z); product run with TRUST_PROXY=loopback',
      timeouts: `every call ${REQUEST_TIMEOUT_MS} ms, every wait ${WAIT_MS / 1000} s`,
      throughput: `autocannon ${CANNON.connections} connections, ${CANNON.warmupS} s + ${CANNON.durationS} s, ${CANNON.timeoutS} s timeout, on a product of its own: a static file (the shell's first script), then GET /api/v1/state/ with one applicant's token`,
    },
    levels,
    throughput,
    goals,
  };
  mkdirSync(join(ROOT, 'var', 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
  console.log('');
  for (const [name, goal] of Object.entries(goals)) console.log(`  ${name.padEnd(20)} ${goal.target.padEnd(40)} ${JSON.stringify(goal.value ?? '')}  ${met(goal.met)}`);
  log(`results written to ${RESULTS_FILE} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  if (env.LOAD_FAULTS !== '0') {
    results.faults = await runFaults();
    writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
  }
}

/** The fault suite in its long form, its outcome per test (Playwright's JSON report). */
const runFaults = async () => {
  const report = join(ROOT, 'var', 'bench', 'faults.json');
  rmSync(report, { force: true });
  log('the fault suite, long form (FAULTS_LONG=1): npx playwright test -c e2e/playwright.config.ts tests/faults ...');
  // its output (with every product's log) into a file; failed tests are results here, read from the report
  const output = openSync(join(ROOT, 'var', 'bench', 'faults.log'), 'w');
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', 'tests/faults'], {
    cwd: ROOT,
    env: { ...env, FAULTS_LONG: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  let suites;
  try {
    suites = JSON.parse(readFileSync(report, 'utf8')).suites ?? [];
  } catch {
    return [{ test: 'fault suite', status: 'did not report' }];
  }
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  const faults = suites.flatMap(specs).map((spec) => {
    const result = spec.tests?.[0]?.results?.at(-1);
    return { file: spec.file, test: spec.title, status: result?.status ?? 'not run', error: result?.error?.message ? stripVTControlCharacters(result.error.message).split('\n')[0] : null };
  });
  console.log('');
  console.log('fault suite (long; its output in var/bench/faults.log):');
  for (const f of faults) console.log(`  ${f.status.padEnd(8)} ${f.file}: ${f.test}${f.error ? `\n           ${f.error.slice(0, 200)}` : ''}`);
  return faults;
};

await runBenchmark(main);
