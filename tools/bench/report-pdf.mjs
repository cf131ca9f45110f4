// (d) The report PDF (issue 14): median time of a full report's PDF with a warm renderer (target ≤ 1.5 s),
// 20 reports printed at once without a failure, and the renderer's memory staying bounded.
// Part of `npm run bench` (run.mjs); alone: `npm run build && node tools/bench/report-pdf.mjs`.
// Uses the built service (services/report/dist) and fixtures (libs/report-view/dist), as production does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..', '..');
export const REPORT_PDF_TARGETS = { medianMs: 1500, parallel: 20, chromiumPeakMB: 600 };
const WARM_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 15);
const SOAK_RUNS = Number(process.env.BENCH_PDF_SOAK ?? 60);
const MB = 1024 * 1024;

/** A process's proportional set size: its private memory plus its share of what it shares (RSS would count shared pages once per process). */
const pssBytes = (pid) => {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0; // the process ended between listing and reading
  }
};

/** Memory of a process and all its descendants (Chromium is a tree: browser, GPU, renderers, zygotes), as PSS. */
const treeMemoryBytes = (pid) => {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const rows = out.trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of rows) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree].reduce((sum, member) => sum + pssBytes(member), 0);
};

export async function measureReportPdf({ log = console.log } = {}) {
  const { ChromiumPdfRenderer, chromiumOptionsFromEnv, qrSvg } = await import(pathToFileURL(join(ROOT, 'services', 'report', 'dist', 'index.js')).href);
  const { REPORT_FIXTURES } = await import(pathToFileURL(join(ROOT, 'libs', 'report-view', 'dist', 'fixtures', 'index.js')).href);
  const url = 'http://localhost:4200/it/verify-report?token=eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiZW5jaCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
  const verification = { url, shortUrl: 'http://localhost:4200/api/v1/openapis/r/XX7vEC87TE2OX2p7jJ0OHw', qrSvg: await qrSvg(url) };
  const options = chromiumOptionsFromEnv(process.env);
  const renderer = new ChromiumPdfRenderer(options);
  const full = { report: REPORT_FIXTURES['italian-employed-renter'], lang: 'it', verification };
  const inputs = Object.values(REPORT_FIXTURES).map((report, i) => ({ report, lang: ['it', 'de', 'en'][i % 3], verification }));
  try {
    await renderer.render(full);
    await renderer.render(full);
    const pid = await renderer.browserPid();
    const afterWarmup = treeMemoryBytes(pid);

    const times = [];
    let pages = 0;
    for (let run = 0; run < WARM_RUNS; run += 1) {
      const started = performance.now();
      const pdf = await renderer.render(full);
      times.push(performance.now() - started);
      pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];

    let peak = afterWarmup;
    // Sampling blocks this process (ps and /proc reads) for a few ms: often enough to see the peak, seldom enough not to slow the printing.
    const sampler = setInterval(() => (peak = Math.max(peak, treeMemoryBytes(pid))), 500);
    const parallelStarted = performance.now();
    const settled = await Promise.allSettled(Array.from({ length: REPORT_PDF_TARGETS.parallel }, (_, i) => renderer.render(inputs[i % inputs.length])));
    const parallelMs = performance.now() - parallelStarted;
    const failures = settled.filter((r) => r.status === 'rejected' || r.value.subarray(0, 5).toString() !== '%PDF-').length;
    for (let run = 0; run < SOAK_RUNS; run += 1) await renderer.render(inputs[run % inputs.length]);
    clearInterval(sampler);
    const afterSoak = treeMemoryBytes(pid);

    const result = {
      pages,
      medianMs: Math.round(median),
      minMs: Math.round(times[0]),
      maxMs: Math.round(times.at(-1)),
      runs: WARM_RUNS,
      parallel: { reports: REPORT_PDF_TARGETS.parallel, failures, totalMs: Math.round(parallelMs), pagePool: options.pages },
      memory: { chromiumAfterWarmupMB: +(afterWarmup / MB).toFixed(0), chromiumPeakMB: +(peak / MB).toFixed(0), chromiumAfterSoakMB: +(afterSoak / MB).toFixed(0), soakRuns: SOAK_RUNS, nodeHeapMB: +(process.memoryUsage().heapUsed / MB).toFixed(0) },
    };
    result.met = { median: result.medianMs <= REPORT_PDF_TARGETS.medianMs, parallel: failures === 0, memory: result.memory.chromiumPeakMB <= REPORT_PDF_TARGETS.chromiumPeakMB };
    log(`(d) report PDF (${pages} A4 pages, the Italian employed renter): median ${result.medianMs} ms warm (min ${result.minMs}, max ${result.maxMs}, ${WARM_RUNS} runs)   target <= ${REPORT_PDF_TARGETS.medianMs} ms   ${result.met.median ? 'met' : 'NOT MET'}`);
    log(`    ${REPORT_PDF_TARGETS.parallel} reports at once: ${failures} failures in ${result.parallel.totalMs} ms (pool of ${options.pages} pages)   ${result.met.parallel ? 'met' : 'NOT MET'}`);
    log(
      `    Chromium memory (whole process tree, PSS): ${result.memory.chromiumAfterWarmupMB} MB warm, peak ${result.memory.chromiumPeakMB} MB, ${result.memory.chromiumAfterSoakMB} MB after ${SOAK_RUNS} more PDFs   target peak <= ${REPORT_PDF_TARGETS.chromiumPeakMB} MB   ${result.met.memory ? 'met' : 'NOT MET'}`,
    );
    return result;
  } finally {
    await renderer.onModuleDestroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await measureReportPdf({ log: (line) => console.log(`[bench] ${line}`) });
}
