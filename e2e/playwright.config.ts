import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/**
 * Journeys in headless Debian Chromium against the product started exactly as `npm start` starts
 * it (global setup). One worker: some journeys release remotes or break the remotes map on purpose.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
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
