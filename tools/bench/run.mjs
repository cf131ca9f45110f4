// `npm run bench`: bundle bytes of the Occupation screen (federated and as one bundle), its first
// screen on a phone (LCP at 4× CPU throttling and first-screen JS, lib/first-screen.mjs) and API
// throughput, on the production build, in one run; then the income service's figures: a 3-page
// statement's parse time (statement-parse.mjs) and, with DATABASE_URL, the service's peak memory on a
// 20 MB upload and its parse jobs per minute (income-service.mjs). Starts the product on a free port with a fresh
// temporary VAR_DIR, a bare Nest app and a static server for the single bundle, and stops all of
// them at the end, also on failure. Figures go to the console and to var/bench/results.json.
//
// Optional environment: BENCH_DURATION_S (10), BENCH_WARMUP_S (2), BENCH_CONNECTIONS (100), FIRST_SCREEN_RUNS (5),
// BENCH_SKIP_BUILD=1 (use the existing dist folders), CHROMIUM_PATH (/usr/bin/chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { classifyScript, loadFederationLayout } from './lib/classify.mjs';
import { composition, sourcesPerScript } from './lib/composition.mjs';
import { measureLoad } from './lib/load.mjs';
import { benchIdentityOcr } from './identity-ocr.mjs';
import { freePort, onStop, run, runBenchmark, startProcess } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';
import { measureFirstScreen, printFirstScreen } from './lib/first-screen.mjs';
import { firstScreenResults } from './first-screen.mjs';
import { launchChromium, measureOccupationScreen } from './lib/screen-bytes.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { topModules, treemapOf, writeTreemap } from './lib/treemap.mjs';
import { measureReportPdf, REPORT_PDF_TARGETS } from './report-pdf.mjs';
import singleBundleConfig, { SINGLE_BUNDLE_DIR } from './single-bundle/rspack.config.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const RESULTS_FILE = join(ROOT, 'var', 'bench', 'results.json');
const TREEMAP_BASE = join(ROOT, 'var', 'bench', 'treemap'); // .json and .html
const SCREEN_PATH = '/it/fill/occupation';
const OCCUPATIONS_PATH = '/api/v1/workflow/occupations?role=main-applicant'; // the screen's own call (DEFAULT_APPLICANT_ROLE)

const TARGETS = { screenKB: 150, singleRatio: 1.15, apiRatio: 0.35, apiP99Ms: 50 };
const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 2),
  durationS: Number(process.env.BENCH_DURATION_S ?? 10),
};

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const met = (ok) => (ok ? 'met' : 'NOT MET');
const log = (line) => console.log(`[bench] ${line}`);
const sum = (items) => items.reduce((total, item) => total + item.gzipBytes, 0);

const buildAll = async () => {
  if (process.env.BENCH_SKIP_BUILD === '1') return log('BENCH_SKIP_BUILD=1: using the existing builds');
  log('npm run build (nx, cached) ...');
  const started = Date.now();
  await run('npm', ['run', 'build', '--', '--output-style=static'], { cwd: ROOT, quiet: true });
  // nx's build inputs do not include tools/rspack/create-config.mjs, so a cached dist can predate a
  // change of it: the two measured front ends are rebuilt without the cache (a few seconds).
  await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=@tenant/shell,@tenant/mfe-onboarding', '--skip-nx-cache', '--output-style=static'], { cwd: ROOT, quiet: true });
  log(`npm run build + uncached rebuild of shell and mfe-onboarding done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const buildSingleBundle = () =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    rspack(singleBundleConfig(undefined, { mode: 'production' }), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      log(`single bundle built into ${SINGLE_BUNDLE_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });

const startHelloNest = async () => {
  const port = await freePort();
  await startProcess('hello-nest', process.execPath, [join(import.meta.dirname, 'hello-nest.mjs')], {
    cwd: ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    ready: (line) => line.includes('hello-nest listening'),
    timeoutMs: 60_000,
    graceMs: 5_000,
  });
  return `http://127.0.0.1:${port}/hello`;
};

/** Shell / shared / remote by source file (from the source maps), for either build. */
const partOfGroup = (group) => {
  if (/^mfe-/.test(group)) return 'remote';
  if (group === 'shell src' || group === 'single-bundle entry' || group.startsWith('(') || group.startsWith('@module-federation/')) return 'shell';
  return 'shared';
};
const splitBySource = (groups) => {
  const parts = { shell: 0, shared: 0, remote: 0 };
  for (const g of groups) parts[partOfGroup(g.group)] += g.gzipBytes;
  return parts;
};

const checkGzip = (scripts) => {
  const notGzip = scripts.filter((s) => s.encoding !== 'gzip');
  const large = notGzip.filter((s) => s.decodedBytes >= 1024);
  if (large.length) throw new Error(`scripts not served gzip-encoded: ${large.map((s) => `${s.url} (${s.encoding})`).join(', ')}`);
  if (scripts.some((s) => s.gzipBytes === 0)) throw new Error('a script reported encodedBodySize 0 (cached or opaque): cannot measure');
  return notGzip.length;
};

const printScreen = (title, screen, groups) => {
  console.log(`    ${title}: ${screen.scripts.length} scripts; stages: ${screen.stages.join(' → ')} (${screen.cards} occupation cards)`);
  console.log('      largest contributors (gzip share estimated from source maps):');
  for (const g of groups.slice(0, 10)) console.log(`        ${kb(g.gzipBytes).padStart(9)}  ${g.group}`);
};

const printTopModules = (treemap) => {
  console.log('      largest modules (treemap, var/bench/treemap.html):');
  const where = (chunks) => (chunks.length > 3 ? `${chunks.slice(0, 3).join(', ')} … ${chunks.length - 3} more` : chunks.join(', '));
  for (const m of topModules(treemap, 12)) console.log(`        ${kb(m.gzipBytes).padStart(9)}  ${m.module}  [${where(m.chunks)}]`);
};

async function main() {
  const started = Date.now();
  await buildAll();
  await buildSingleBundle();

  const product = await startProduct(log);
  const hello = await startHelloNest();
  const singlePort = await freePort();
  const singleServer = await startStaticServer({ dir: SINGLE_BUNDLE_DIR, port: singlePort, apiTarget: product });
  onStop('single-bundle server', () => new Promise((resolve) => singleServer.close(() => resolve())));
  const single = `http://127.0.0.1:${singlePort}`;
  log(`product ${product}, single bundle ${single} (/api → product), bare Nest ${hello}`);

  // (a) and (b): Chromium, a fresh context (empty cache) per page.
  const browser = await launchChromium();
  onStop('chromium', () => browser.close());
  const chromiumVersion = browser.version();
  const layout = await loadFederationLayout(product);
  const federated = await measureOccupationScreen(browser, product + SCREEN_PATH);
  const bundled = await measureOccupationScreen(browser, single + SCREEN_PATH);
  log('first screen on a phone: LCP at 4x CPU throttling, cold cache, it/en/de ...');
  const firstScreen = await measureFirstScreen(browser, product, { runs: Number(process.env.FIRST_SCREEN_RUNS ?? 5) });
  await browser.close();
  const smallPlain = checkGzip(federated.scripts) + checkGzip(bundled.scripts);

  const federatedSources = await sourcesPerScript(federated.scripts);
  const singleSources = await sourcesPerScript(bundled.scripts);
  const classified = federated.scripts.map((s, i) => ({ ...s, file: new URL(s.url).pathname, ...classifyScript(s.url, layout, federatedSources[i]) }));
  const parts = Object.fromEntries(['shell', 'shared', 'remote'].map((part) => [part, sum(classified.filter((s) => s.part === part))]));
  const federatedTotal = sum(classified);
  const singleTotal = sum(bundled.scripts);
  const federatedGroups = composition(federatedSources);
  const singleGroups = composition(singleSources);
  const treemaps = {
    federated: treemapOf(federatedSources, (url) => classified.find((c) => c.url === url)),
    'single bundle': treemapOf(singleSources, () => ({ part: 'shell', label: 'single bundle' })),
  };

  // (c): the product's endpoint, then the bare Nest app, one after the other on the same machine.
  log(`autocannon: ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s, each endpoint in turn ...`);
  const api = await measureLoad(product + OCCUPATIONS_PATH, LOAD);
  const baseline = await measureLoad(hello, LOAD);
  for (const r of [api, baseline]) if (r.non2xx || r.errors || r.timeouts) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);

  log('report PDF: the built report service printing fixture reports with the system Chromium ...');
  const reportPdf = await measureReportPdf({ log: () => undefined });

  const ratioSingle = federatedTotal / singleTotal;
  const ratioApi = api.rps / baseline.rps;
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: availableParallelism(), chromium: chromiumVersion },
    method: {
      bytes: 'sum of PerformanceResourceTiming.encodedBodySize of script resources in Chromium, requests sent with Accept-Encoding: gzip (responses checked to be Content-Encoding: gzip; files under 1 KB are sent uncompressed by the compression middleware threshold), fresh browser context, until the occupation cards from the API are visible',
      split: 'shared = files listed under `shared` in the shell or remote mf-manifest.json; remote = other files under the remote folder; shell = other files of the shell',
      load: `autocannon, ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up then ${LOAD.durationS} s, 127.0.0.1`,
    },
    screen: {
      path: SCREEN_PATH,
      federated: { totalBytes: federatedTotal, ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [`${k}Bytes`, v])), scripts: classified.map(({ file, label, part, gzipBytes, decodedBytes }) => ({ file, part, label, gzipBytes, decodedBytes })), bySource: federatedGroups },
      single: { totalBytes: singleTotal, scripts: bundled.scripts.map((s) => ({ file: new URL(s.url).pathname, gzipBytes: s.gzipBytes, decodedBytes: s.decodedBytes })), bySource: singleGroups },
    },
    api: { endpoint: api, baseline },
    firstScreen: firstScreenResults(firstScreen).firstScreen,
    reportPdf,
    figures: {
      a: { screenKB: +(federatedTotal / KB).toFixed(1), target: `<= ${TARGETS.screenKB} KB`, met: federatedTotal <= TARGETS.screenKB * KB },
      b: { singleKB: +(singleTotal / KB).toFixed(1), ratio: +ratioSingle.toFixed(2), target: `<= ${TARGETS.singleRatio}x`, met: ratioSingle <= TARGETS.singleRatio },
      c: { ratio: +ratioApi.toFixed(2), p99Ms: api.p99Ms, target: `>= ${TARGETS.apiRatio}x with p99 <= ${TARGETS.apiP99Ms} ms`, met: ratioApi >= TARGETS.apiRatio && api.p99Ms <= TARGETS.apiP99Ms },
      d: {
        medianMs: reportPdf.medianMs,
        parallelFailures: reportPdf.parallel.failures,
        chromiumPeakMB: reportPdf.memory.chromiumPeakMB,
        target: `median <= ${REPORT_PDF_TARGETS.medianMs} ms warm, ${REPORT_PDF_TARGETS.parallel} at once without failures, Chromium peak <= ${REPORT_PDF_TARGETS.chromiumPeakMB} MB`,
        met: reportPdf.met.median && reportPdf.met.parallel && reportPdf.met.memory,
      },
      g: firstScreenResults(firstScreen).g,
    },
  };
  mkdirSync(join(ROOT, 'var', 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
  writeTreemap(TREEMAP_BASE, treemaps, `${SCREEN_PATH}, ${results.date}: gzip bytes per script from Chromium, split by source file in proportion to minified bytes (source maps).`);

  const bySourceFed = splitBySource(federatedGroups);
  const bySourceSingle = splitBySource(singleGroups);
  console.log('');
  console.log(`Benchmark (production build; Node ${process.version}, ${availableParallelism()} cores, Chromium ${chromiumVersion}; KB = 1024 bytes)`);
  console.log('');
  console.log(`(a) JavaScript to render ${SCREEN_PATH} (federated), gzip bytes`);
  console.log('    measured: PerformanceResourceTiming.encodedBodySize of every script in Chromium, requests sent with');
  console.log(`    Accept-Encoding: gzip and every response >= 1 KB checked to be Content-Encoding: gzip (${smallPlain} smaller ones sent plain by the 1 KB threshold)`);
  for (const part of ['shell', 'shared', 'remote']) {
    const files = classified.filter((s) => s.part === part).sort((x, y) => y.gzipBytes - x.gzipBytes);
    console.log(`    ${part.padEnd(7)}${kb(parts[part]).padStart(10)}  ${files.map((s) => `${s.file.split('/').pop()} ${kb(s.gzipBytes)}${part === 'shared' ? ` [${s.label}]` : ''}`).join(', ')}`);
  }
  console.log(`    total  ${kb(federatedTotal).padStart(10)}   target <= ${TARGETS.screenKB} KB   ${met(results.figures.a.met)}`);
  printScreen('federated', federated, federatedGroups);
  console.log(`      by source: shell+runtime ${kb(bySourceFed.shell)}, shared/vendor ${kb(bySourceFed.shared)}, remote ${kb(bySourceFed.remote)}`);
  printTopModules(treemaps.federated);
  console.log('');
  console.log(`(b) the same screen as ONE bundle without federation (tools/bench/single-bundle → var/bench/single-bundle), same measurement`);
  console.log(`    single ${kb(singleTotal).padStart(10)}  ${bundled.scripts.map((s) => `${new URL(s.url).pathname.split('/').pop()} ${kb(s.gzipBytes)}`).join(', ')}`);
  printScreen('single bundle', bundled, singleGroups);
  console.log(`      by source: shell ${kb(bySourceSingle.shell)}, shared/vendor ${kb(bySourceSingle.shared)}, remote ${kb(bySourceSingle.remote)}`);
  printTopModules(treemaps['single bundle']);
  console.log(`    ratio federated/single ${ratioSingle.toFixed(2)}x   target <= ${TARGETS.singleRatio}x   ${met(results.figures.b.met)}`);
  console.log('');
  console.log(`(c) GET ${OCCUPATIONS_PATH} vs a bare NestJS hello world, autocannon ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s`);
  for (const [name, r] of [['occupations', api], ['bare Nest', baseline]]) {
    console.log(`    ${name.padEnd(12)} ${String(r.rps).padStart(6)} req/s   p50 ${String(r.p50Ms).padStart(3)} ms   p99 ${String(r.p99Ms).padStart(3)} ms   (${r.requests} requests)`);
  }
  console.log(`    ratio ${ratioApi.toFixed(2)}x, p99 ${api.p99Ms} ms   target >= ${TARGETS.apiRatio}x with p99 <= ${TARGETS.apiP99Ms} ms   ${met(results.figures.c.met)}`);
  printFirstScreen(firstScreen);
  console.log(`(d) identity OCR, tools/bench/identity-ocr.mjs (target median <= 3 s)`);
  results.figures.d = await benchIdentityOcr((line) => console.log(`    ${line}`));
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
  console.log('');
  const m = reportPdf.memory;
  console.log(`(d) report PDF (${reportPdf.pages} A4 pages, a full rent report): median ${reportPdf.medianMs} ms warm (min ${reportPdf.minMs}, max ${reportPdf.maxMs}, ${reportPdf.runs} runs)   target <= ${REPORT_PDF_TARGETS.medianMs} ms   ${met(reportPdf.met.median)}`);
  console.log(`    ${reportPdf.parallel.reports} at once: ${reportPdf.parallel.failures} failures in ${reportPdf.parallel.totalMs} ms (page pool ${reportPdf.parallel.pagePool})   ${met(reportPdf.met.parallel)}`);
  console.log(`    Chromium PSS: ${m.chromiumAfterWarmupMB} MB warm, peak ${m.chromiumPeakMB} MB, ${m.chromiumAfterSoakMB} MB after ${m.soakRuns} more   target peak <= ${REPORT_PDF_TARGETS.chromiumPeakMB} MB   ${met(reportPdf.met.memory)}`);
  console.log('');
  log(`treemap written to ${TREEMAP_BASE}.html and .json`);
  log(`results written to ${RESULTS_FILE} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  await runIncomeBenches();
}

/** The income service's benches, each its own process (they start and stop what they use). */
const runIncomeBenches = async () => {
  console.log('');
  await run(process.execPath, [join(import.meta.dirname, 'statement-parse.mjs')], { cwd: ROOT });
  if (!process.env.DATABASE_URL) return log('income service memory and parse jobs per minute need DATABASE_URL (a PostgreSQL server): not measured');
  await run(process.execPath, [join(import.meta.dirname, 'income-service.mjs')], { cwd: ROOT });
};

await runBenchmark(main);
