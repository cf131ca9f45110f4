import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.js';

/**
 * `npm run readme-screenshots` (with the product running, `npm start`; PRODUCT_URL if not on
 * http://localhost:4200): the README's pictures of the report and of a page of its PDF, taken in
 * Debian Chromium from what the running product shows an applicant who walked the whole journey.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.capture.mts',
  outputDir: '../../var/readme-screenshots',
  workers: 1,
  retries: 0,
  timeout: 600_000,
  expect: { timeout: 60_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.PRODUCT_URL ?? 'http://localhost:4200',
    viewport: { width: 1100, height: 1400 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
