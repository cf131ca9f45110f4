import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/** Journeys that release remotes or break the shared product's remotes map on purpose: alone, after the others. */
const SHARED_STATE = ['**/remotes.spec.ts'];
/** Journeys that start a product of their own (faults, a second instance, production mode): one at a time, last but for the shared state. */
const OWN_PRODUCT = ['**/faults/**', '**/api-instances.spec.ts', '**/production-mode.spec.ts'];

/**
 * Journeys in headless Debian Chromium against the product started exactly as `npm start` starts
 * it (global setup), on two workers: files run side by side (a file's tests in order, in one worker);
 * each journey signs up or is issued its own applicant, so they share nothing but the product.
 * - own-product: the files that boot a product of their own (faults, a second instance, production
 *   mode) one at a time, once no journey is left to start, so a fault's timing is not judged on a
 *   machine two browsers keep busy.
 * - shared-state: what changes the shared product for everyone (the remotes map, releases) runs alone
 *   at the end. It is the journeys' teardown project, not a dependent one, so a failed journey does
 *   not skip it.
 * On this 2-core machine a single worker left the cores two-thirds idle (the journeys wait on the
 * product, its jobs and the browser): 7.4 min on one worker, 6.0 on two. `--workers 1` runs it as before.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: [...SHARED_STATE, ...OWN_PRODUCT], teardown: 'shared-state' },
    { name: 'own-product', testMatch: OWN_PRODUCT, workers: 1 },
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalTimeout: 30 * 60_000,
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records screenshots and DOM snapshots all through every test, kept only on failure: on
    // two cores that cost about a quarter of the run. E2E_TRACE=1 turns it on to study a failure; a
    // failed test always keeps its last screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
