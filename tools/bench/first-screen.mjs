// `npm run bench:first-screen`: only figure (g) of `npm run bench` (tools/bench/lib/first-screen.mjs)
// on the production build: starts the product on a fresh VAR_DIR, measures, stops it, and writes the
// figure into var/bench/results.json beside the others (the file's other figures are kept).
//
// Optional environment: BENCH_SKIP_BUILD=1 (use the existing dist folders), FIRST_SCREEN_RUNS (5),
// CHROMIUM_PATH (/usr/bin/chromium).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstScreen, printFirstScreen, FIRST_SCREEN_TARGETS } from './lib/first-screen.mjs';
import { onStop, run, runBenchmark } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';
import { launchChromium } from './lib/screen-bytes.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const RESULTS_FILE = join(ROOT, 'var', 'bench', 'results.json');
const log = (line) => console.log(`[bench] ${line}`);

/** results.json's `firstScreen` and `figures.g` from a measurement (also used by run.mjs). */
export const firstScreenResults = (result) => ({
  firstScreen: result,
  g: {
    lcpMs: result.lcpMs,
    jsKB: +(result.jsBytes / 1024).toFixed(1),
    target: `LCP <= ${FIRST_SCREEN_TARGETS.lcpMs} ms at ${result.cpuThrottling}x CPU throttling, first-screen JS <= ${FIRST_SCREEN_TARGETS.jsKB} KB gzip`,
    met: result.met.lcp && result.met.js,
  },
});

const main = async () => {
  if (process.env.BENCH_SKIP_BUILD === '1') log('BENCH_SKIP_BUILD=1: using the existing builds');
  else await run('npm', ['run', 'build', '--', '--output-style=static'], { cwd: ROOT, quiet: true });
  const product = await startProduct(log);
  const browser = await launchChromium();
  onStop('chromium', () => browser.close());
  const result = await measureFirstScreen(browser, product, { runs: Number(process.env.FIRST_SCREEN_RUNS ?? 5), log });
  const { firstScreen, g } = firstScreenResults(result);
  const previous = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
  mkdirSync(join(ROOT, 'var', 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify({ ...previous, firstScreen: { date: new Date().toISOString(), chromium: browser.version(), ...firstScreen }, figures: { ...previous.figures, g } }, null, 2) + '\n');
  console.log('');
  printFirstScreen(result);
  log(`results written to ${RESULTS_FILE}`);
};

if (import.meta.url === `file://${process.argv[1]}`) await runBenchmark(main);
