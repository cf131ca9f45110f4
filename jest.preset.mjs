// Shared jest settings. Node projects (services, server libs, tools) run as native ESM;
// web projects (shell, remotes, ui libs) run in jsdom. Both run TypeScript through @swc/jest
// and map @tenant/* to the libraries' sources, so tests never need a prior build.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const libs = readdirSync(join(root, 'libs'));
const tenantLibs = {
  ...Object.fromEntries(libs.map((l) => [`^@tenant/${l}$`, join(root, 'libs', l, 'src', 'index.ts')])),
  // subpath exports that production code must not load with the lib's index
  '^@tenant/server-kit/testing$': join(root, 'libs', 'server-kit', 'src', 'testing', 'index.ts'),
  // the API answers' JSON Schemas (server code only; the remotes' bundles never load them)
  '^@tenant/contracts/api-schemas$': join(root, 'libs', 'contracts', 'src', 'api-schemas.generated.ts'),
  // the local Stripe, started by payment service tests and the runner
  '^@tenant/stripe-sandbox$': join(root, 'tools', 'stripe-sandbox', 'src', 'index.ts'),
  '^@tenant/i18n/testing$': join(root, 'libs', 'i18n', 'testing', 'index.ts'),
  '^@tenant/report-view/server$': join(root, 'libs', 'report-view', 'src', 'server', 'index.ts'),
  '^@tenant/report-view/fixtures$': join(root, 'libs', 'report-view', 'fixtures', 'index.ts'),
};

const swc = (tsx, esm) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: esm ? 'es6' : 'commonjs' },
  },
];

const common = (dir) => ({
  rootDir: dir,
  displayName: dir.slice(root.length + 1),
  moduleNameMapper: { ...tenantLibs, '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/test/**/*.spec.{ts,tsx}'],
});

/**
 * A Node project (ESM). Needs NODE_OPTIONS=--experimental-vm-modules, which npm test sets. TSX too:
 * the report service renders the report view's components (libs/report-view) for its PDFs.
 */
export const nodeProject = (dir, extra = {}) => ({
  ...common(dir),
  testEnvironment: join(root, 'tools', 'jest', 'node-environment.mjs'),
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swc(false, true), '^.+\\.tsx$': swc(true, true) },
  ...extra,
});

/** A browser project (jsdom, Testing Library). */
export const webProject = (dir, extra = {}) => ({
  ...common(dir),
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(ts|tsx)$': swc(true, false) },
  moduleNameMapper: {
    ...common(dir).moduleNameMapper,
    // the same react-router-dom the bundles share (tools/rspack/shared-facades)
    '^react-router-dom$': join(root, 'tools', 'rspack', 'shared-facades', 'react-router-dom.ts'),
    '^react-i18next$': join(root, 'tools', 'rspack', 'shared-facades', 'react-i18next.ts'),
    '^@facade-source/react-i18next$': join(root, 'node_modules', 'react-i18next', 'dist', 'commonjs', 'index.js'),
    '^@reduxjs/toolkit$': join(root, 'tools', 'rspack', 'shared-facades', '@reduxjs-toolkit.ts'),
    '^@facade-source/@reduxjs/toolkit$': join(root, 'node_modules', '@reduxjs', 'toolkit', 'dist', 'cjs', 'index.js'),
    '^react-redux$': join(root, 'tools', 'rspack', 'shared-facades', 'react-redux.ts'),
    '^@facade-source/react-redux$': join(root, 'node_modules', 'react-redux', 'dist', 'cjs', 'index.js'),
    '\\.(css|svg|png)$': join(root, 'tools', 'jest', 'asset-stub.cjs'),
  },
  setupFilesAfterEnv: [join(root, 'tools', 'jest', 'web-setup.ts')],
  // A whole screen rendered in jsdom can take seconds on a busy 2-core machine; a timeout is no speed test.
  testTimeout: 15_000,
  ...extra,
});
