import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.js';

/** Journeys that release remotes or break the shared product's remotes map on purpose: alone, after the others. */
const SHARED_STATE = ['**/remotes.spec.ts'];
/** Journeys that start a product of their own (faults, a second instance, production mode): one at a time beside the others. */
const OWN_PRODUCT = ['**/faults/**', '**/api-instances.spec.ts', '**/production-mode.spec.ts'];

/**
 * Journeys in headless Debian Chromium against the product started exactly as `npm start` starts
 * it (global setup). Two workers: files run side by side (a file's tests in order); each journey
 * signs up its own applicant, so they share nothing but the product. What changes the product for
 * everyone runs alone at the end, and what boots a product of its own takes one worker at most.
 * `npm test` runs shared-state as a second run with --no-deps (tools/test-runner/run.mjs), so a failed
 * journey does not skip it; a plain `playwright test` keeps the dependency and its order.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: [...SHARED_STATE, ...OWN_PRODUCT] },
    { name: 'own-product', testMatch: OWN_PRODUCT, workers: 1 },
    { name: 'shared-state', testMatch: SHARED_STATE, dependencies: ['journeys'], workers: 1 },
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
