// The income service under load, as a real process (node services/income/dist/main.js) on its own
// fresh PostgreSQL database (DATABASE_URL names the server; the bench creates and drops a database):
//   (d) peak memory of the service while it takes a 20 MB upload and parses it: VmHWM of the process
//       after resetting it (/proc/<pid>/clear_refs), minus the idle VmRSS before the upload
//       (target ≤ 300 MB above idle);
//   (e) parse jobs per minute: BENCH_PARSE_JOBS 3-page statements uploaded at once, minutes until the
//       job worker parsed them all (the service's one worker; the machine's cores are printed).
// Run by `npm run bench` (tools/bench/run.mjs), or alone after `npx nx run @tenant/service-income:build`:
// `DATABASE_URL=postgres://… node tools/bench/income-service.mjs`. Linux only (/proc).
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, onStop, runBenchmark, startProcess } from './lib/processes.mjs';
import { transpile } from './lib/transpile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'bench', 'income-service');
const PARSE_JOBS = Number(process.env.BENCH_PARSE_JOBS ?? 40);
const TARGET_MEMORY_MB = 300;
const MB = 1024 * 1024;

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server the bench may create a database on) is required');

transpile(ROOT, ['tools/documents/src'], OUT);
const { statementSpec, renderStatement, TEMPLATES } = await import(join(OUT, 'tools/documents/src/index.js'));
const { MAX_UPLOAD_BYTES } = await import(join(OUT, 'libs/domain/src/index.js'));
const { AccessTokenSigner } = await import('@tenant/server-kit');

/** kB figures of /proc/<pid>/status. */
const statusOf = (pid) => Object.fromEntries([...readFileSync(`/proc/${pid}/status`, 'utf8').matchAll(/^(Vm\w+):\s+(\d+) kB$/gm)].map(([, key, kb]) => [key, Number(kb) * 1024]));
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real statement grown to just under the upload limit by an incremental update holding one large stream (a PDF with big embedded images looks the same to the service). */
const twentyMegabytePdf = async () => {
  const statement = Buffer.from(await renderStatement(statementSpec('intesaSanpaolo', { months: 3, perMonth: 14, seed: 3 }), TEMPLATES.intesaSanpaolo));
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(statement.subarray(-1024).toString('latin1'))?.[1]);
  const head = Buffer.from(`\n9999 0 obj\n<< /Length ${MAX_UPLOAD_BYTES} >>\nstream\n`, 'latin1');
  const tail = (offset) => Buffer.from(`\nendstream\nendobj\nxref\n9999 1\n${String(offset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 10000 /Prev ${previous} >>\nstartxref\n`, 'latin1');
  const fixed = statement.length + head.length + tail(0).length + 32;
  const payload = randomBytes(MAX_UPLOAD_BYTES - 1024 - fixed);
  const withLength = Buffer.from(head.toString('latin1').replace(String(MAX_UPLOAD_BYTES), String(payload.length)), 'latin1');
  const xrefAt = statement.length + withLength.length + payload.length + tail(0).indexOf('xref');
  return Buffer.concat([statement, withLength, payload, tail(statement.length + 1), Buffer.from(`${xrefAt}\n%%EOF\n`, 'latin1')]);
};

async function main() {
  const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  const database = `bench_income_${Date.now()}`;
  await server.query(`CREATE DATABASE ${database}`);
  onStop('bench database', async () => {
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.end();
  });
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;

  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const port = await freePort();
  const service = await startProcess('income service', process.execPath, [join(ROOT, 'services', 'income', 'dist', 'main.js')], {
    cwd: ROOT,
    env: { DATABASE_URL: url.toString(), AUTH_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }), INCOME_PORT: String(port), NODE_ENV: 'production' },
    ready: (line) => line.includes('income service on'),
    timeoutMs: 120_000,
    graceMs: 10_000,
  });
  const pid = service.pid;
  const base = `http://127.0.0.1:${port}/api`;

  // An application as onboarding's events would have made it known, and its owner's token.
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  onStop('bench database client', () => db.end());
  const signer = new AccessTokenSigner(privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const applicant = async () => {
    const [applicantId, applicationId] = [randomUUID(), randomUUID()];
    await db.query('INSERT INTO income.application_access (application_id, owner_applicant_id, invited_emails, changed_at) VALUES ($1, $2, $3, now())', [applicationId, applicantId, []]);
    await db.query("INSERT INTO income.applicant_profiles (application_id, applicant_id, first_name, last_name, employment_status) VALUES ($1, $2, 'Mario', 'Rossi', 'Employed')", [applicationId, applicantId]);
    const { accessToken } = await signer.issue({ userId: applicantId, email: `${applicantId}@example.it` });
    return { applicationId, authorization: `Bearer ${accessToken}` };
  };
  const upload = async (who, bytes, name) => {
    const form = new FormData();
    form.append('abi', '03069');
    form.append('name', name);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    const answer = await fetch(`${base}/v1/bank-account/upload?application_id=${who.applicationId}`, { method: 'POST', body: form, headers: { authorization: who.authorization } });
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()).document_id;
  };
  const processing = async (ids) => Number((await db.query("SELECT count(*) FROM income.documents WHERE id = ANY($1) AND parse_status = 'processing'", [ids])).rows[0].count);
  const untilParsed = async (ids, timeoutMs) => {
    const started = Date.now();
    while ((await processing(ids)) > 0) {
      if (Date.now() - started > timeoutMs) throw new Error(`parses still running after ${timeoutMs} ms`);
      await sleep(50);
    }
    return Date.now() - started;
  };

  // Warm-up: one small upload and parse, so the idle figure includes the loaded code paths.
  const warm = await applicant();
  const small = await renderStatement(statementSpec('intesaSanpaolo', { months: 3, perMonth: 14, seed: 3 }), TEMPLATES.intesaSanpaolo);
  await untilParsed([await upload(warm, small, 'warm-up.pdf')], 60_000);
  await sleep(2_000);

  // (d) 20 MB upload
  const big = await twentyMegabytePdf();
  const idle = statusOf(pid).VmRSS;
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  const uploadStarted = Date.now();
  const bigId = await upload(await applicant(), big, 'twenty-megabytes.pdf');
  const uploadMs = Date.now() - uploadStarted;
  const afterUpload = statusOf(pid).VmHWM;
  const parseMs = await untilParsed([bigId], 120_000);
  const peak = statusOf(pid).VmHWM;
  const [{ status, findings }] = (await db.query('SELECT status, findings FROM income.documents WHERE id = $1', [bigId])).rows;
  const aboveIdle = peak - idle;

  // (e) parse jobs per minute
  const statements = await Promise.all(Array.from({ length: 4 }, (_, seed) => renderStatement(statementSpec('intesaSanpaolo', { months: 3, perMonth: 14, seed: seed + 10 }), TEMPLATES.intesaSanpaolo)));
  const ids = [];
  const queuedAt = Date.now();
  let owner;
  for (let index = 0; index < PARSE_JOBS; index += 1) {
    if (index % 30 === 0) owner = await applicant(); // below the per-application quota
    ids.push(await upload(owner, statements[index % statements.length], `statement-${index}.pdf`));
  }
  const drainedMs = await untilParsed(ids, 600_000);
  const totalMs = Date.now() - queuedAt;
  const perMinute = (PARSE_JOBS / totalMs) * 60_000;

  console.log('');
  console.log(`Income service (node services/income/dist/main.js, Node ${process.version}, ${availableParallelism()} cores, PostgreSQL)`);
  console.log(`(d) 20 MB upload (${mb(big.length)} PDF): idle RSS ${mb(idle)}, peak ${mb(afterUpload)} during the upload (${uploadMs} ms), ${mb(peak)} with its parse (${parseMs} ms, ${status}: ${findings.map((f) => f.key).join(', ') || 'no findings'})`);
  console.log(`    peak above idle ${mb(aboveIdle)}   target <= ${TARGET_MEMORY_MB} MB above idle   ${aboveIdle <= TARGET_MEMORY_MB * MB ? 'met' : 'NOT MET'}`);
  console.log(`(e) ${PARSE_JOBS} three-page statements uploaded at once: all parsed ${(totalMs / 1000).toFixed(1)} s after the first upload (${(drainedMs / 1000).toFixed(1)} s after the last): ${perMinute.toFixed(0)} parse jobs per minute`);
  return { memory: { idleBytes: idle, peakBytes: peak, aboveIdleBytes: aboveIdle, uploadMs, parseMs, met: aboveIdle <= TARGET_MEMORY_MB * MB }, parseJobsPerMinute: Math.round(perMinute), cores: availableParallelism() };
}

await runBenchmark(async () => {
  const results = await main();
  writeFileSync(join(ROOT, 'var', 'bench', 'income-service.json'), JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2) + '\n');
});
