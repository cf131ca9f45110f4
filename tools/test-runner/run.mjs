#!/usr/bin/env node
// `npm test`: ESLint and the type-check, the lockfile as committed, every jest project (unit and PostgreSQL integration
// tests) and the Playwright journeys in Chromium; then one closing line with the real totals of all suites:
//   N passed, N failed, N skipped
// and a non-zero exit on any failure. Just before that line: the wall-clock time of each phase.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'var', 'test-results');
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** wall-clock seconds of each phase, printed before the totals */
const phaseSeconds = [];
const runStarted = performance.now();

/** Runs a phase with its output on this terminal; resolves to its exit status. */
const run = (label, command, args, env = {}) =>
  new Promise((done) => {
    console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
    const started = performance.now();
    spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
      // a command that cannot start (not installed) fails its phase: 'close' follows with a non-zero code
      .on('error', (error) => console.log(`${label}: ${command} did not start: ${error.message}`))
      .on('close', (code) => {
        phaseSeconds.push([label, (performance.now() - started) / 1000]);
        done(code ?? 1);
      });
  });

const duration = (seconds) => `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(1).padStart(4, '0')} s`;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// 1. ESLint (module boundaries included) and the type-check, side by side: ESLint runs on one core,
// the type-check two programs at a time (tools/typecheck), so together they fill both cores.
const lintStatuses = await Promise.all([run('eslint', 'npx', ['eslint', '.']), run('typecheck', 'npm', ['run', 'typecheck'])]);
for (const [label, status] of [['eslint', lintStatuses[0]], ['typecheck', lintStatuses[1]]]) {
  totals[status === 0 ? 'passed' : 'failed'] += 1;
  summary.push(`${label}: ${status === 0 ? 'passed' : 'FAILED'}`);
}

// 1b. The install left the lockfile as committed (CI runs `npm install` on a clean clone first): a
// rewritten package-lock.json means it was generated elsewhere without some entries. Only in a git checkout.
if (spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' }).status === 0) {
  const ok = (await run('lockfile', 'git', ['diff', '--exit-code', '--stat', '--', 'package-lock.json'])) === 0;
  if (!ok) console.log('package-lock.json differs from the committed one: `npm install` rewrote it (commit the change if it is meant, see README "Installing")');
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`lockfile unchanged by the install: ${ok ? 'passed' : 'FAILED'}`);
}

// 2. jest: every project's unit and integration tests. Its workers take Node's flags from this command
// (jest-worker passes them on): --single-threaded keeps V8 from adding compiler and garbage-collector
// threads of its own to three workers that already share two cores. Measured on the onboarding and
// payment services' files (three workers, twice each way, interleaved): 128–134 CPU-seconds against
// 138–141 without it; the identity OCR (WebAssembly) alone took the same time either way.
const jestFile = join(out, 'jest.json');
rmSync(jestFile, { force: true });
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const jestStatus = await run('jest', process.execPath, ['--single-threaded', jestBin, '--ci', '--json', `--outputFile=${jestFile}`], {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
});
const jest = readJson(jestFile);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  totals.skipped += jest.numPendingTests + jest.numTodoTests;
  summary.push(
    `jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped, ${jest.numRuntimeErrorTestSuites} suites failed to run`,
  );
} else {
  totals.failed += 1;
  summary.push(`jest: FAILED to report (exit ${jestStatus})`);
}
if (jest && jestStatus !== 0 && jest.numFailedTests + jest.numRuntimeErrorTestSuites === 0) {
  totals.failed += 1; // e.g. open handles or a crashed worker: the run itself failed
  summary.push(`jest: run exited ${jestStatus}`);
}

// 3. Playwright journeys in headless Debian Chromium against the product started like `npm start`.
const e2eFile = join(out, 'e2e.json');
rmSync(e2eFile, { force: true });
const e2eStatus = await run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
});
const e2e = readJson(e2eFile);
if (e2e?.stats) {
  const { expected, unexpected, flaky, skipped } = e2e.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  summary.push(`e2e: ${expected + flaky} passed (${flaky} flaky), ${unexpected} failed, ${skipped} skipped`);
  if (e2eStatus !== 0 && unexpected === 0) {
    totals.failed += 1;
    summary.push(`e2e: run exited ${e2eStatus} (${(e2e.errors ?? []).map((e) => e.message).join('; ').slice(0, 300)})`);
  }
} else {
  totals.failed += 1;
  summary.push(`e2e: FAILED to report (exit ${e2eStatus})`);
}

console.log('\n━━ summary');
for (const line of summary) console.log(`  ${line}`);
console.log('━━ time per phase');
for (const [label, seconds] of phaseSeconds) console.log(`  ${label}: ${duration(seconds)}`);
console.log(`  total: ${duration((performance.now() - runStarted) / 1000)} (eslint and typecheck side by side)`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
