import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/** Journeys that start a product of their own (faults, a second instance, production mode, remotes released or broken): one at a time. */
const OWN_PRODUCT = ['**/faults/**', '**/api-instances.spec.ts', '**/production-mode.spec.ts', '**/remotes.spec.ts'];

/**
 * Journeys in headless Debian Chromium against the product started exactly as `npm start` starts
 * it (global setup), on two workers: files run side by side (a file's tests in order, in one worker);
 * each journey signs up or is issued its own applicant, so they share nothing but the product. What
 * would change that product for everyone (a fault, a broken remotes map, a release) runs on a product
 * of its own: those files (own-product) start first, one at a time, beside the journeys, so no worker
 * is left alone at the end with them.
 * On this 2-core machine a single worker left the cores two-thirds idle (the journeys wait on the
 * product, its jobs and the browser): 7.4 min on one worker, 6.0 on two. `--workers 1` runs it in one.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'own-product', testMatch: OWN_PRODUCT, workers: 1 },
    { name: 'journeys', testIgnore: OWN_PRODUCT },
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
