// Every project with its own jest.config.mjs is part of the one jest run of `npm test`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const groups = { libs: true, services: true, tools: true, shell: false, 'mfe-onboarding': false, 'mfe-income': false, 'mfe-payment': false, 'mfe-report': false };
const projects = Object.entries(groups).flatMap(([dir, nested]) =>
  (nested ? readdirSync(dir).map((d) => join(dir, d)) : [dir]).filter((d) => existsSync(join(d, 'jest.config.mjs'))),
);

export default {
  projects: projects.map((p) => `<rootDir>/${p}`),
  globalSetup: '<rootDir>/tools/jest/postgres-global-setup.mjs',
  globalTeardown: '<rootDir>/tools/jest/postgres-global-teardown.mjs',
  testSequencer: '<rootDir>/tools/jest/longest-first-sequencer.mjs',
  // Service tests start Nest apps and run migrations on PostgreSQL in their hooks; on a loaded 2-core
  // machine that exceeds jest's 5 s default (30 s was exceeded at load 10). A ceiling against hangs, not a speed assertion.
  testTimeout: 60_000,
  // Three workers on two cores: every file that needs PostgreSQL has a database of its own (services copy
  // a template, see template-database.ts), and the free ports it listens on, so files run side by side
  // safely; while one waits on the database or a timer the others compute. Measured on a quiet 2-core
  // machine, the whole run: 586 s with two workers, 564 s with three (jest's default is one).
  maxWorkers: 3,
  // Each test file loads its modules afresh and a jest process never frees all of them (about 25 MB a
  // service file): in one process 200 files ran out of heap. With a limit, a worker is replaced once it
  // holds more than this after a file.
  workerIdleMemoryLimit: '1GB',
};
