// Lint, including the module boundaries of DESIGN.md: remotes never import remotes, services never
// import services, libs never import apps, front-end code never imports server code, the design
// system (libs/ui) never reaches for the API client or the store; and no module imports itself back
// through others (import-x/no-cycle).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-onboarding', 'mfe-income', 'mfe-payment', 'mfe-report'];
const SERVICES = ['onboarding', 'income', 'payment', 'report'];
const APPS = ['shell', ...REMOTES, 'services', 'tools', 'e2e'];

const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p.group].flat(), message: p.message })) }],
});

const appPatterns = (except) =>
  APPS.filter((a) => a !== except).flatMap((a) => [
    { group: [`**/${a}/**`, `**/${a}`], message: `Do not import from ${a}: talk through @tenant/contracts.` },
  ]);

const remotePatterns = (r) => [
  ...appPatterns(r),
  { group: REMOTES.filter((o) => o !== r).map((o) => `@tenant/${o}`), message: 'Remotes never import remotes.' },
  { group: ['@tenant/server-kit', '@tenant/service-*'], message: 'Front-end code never imports server code.' },
];

/** A remote's screens: the folders under src/features/. */
const featuresOf = (remote) => {
  const dir = new URL(`./${remote}/src/features/`, import.meta.url);
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
};

/**
 * Inside a remote, a screen (features/<name>/) never imports another screen: from any depth of its
 * folder a sibling screen is reached as ../<other>, ../../<other>, … or through a features/ path.
 */
const otherScreenPatterns = (remote, feature) => {
  const others = featuresOf(remote).filter((f) => f !== feature);
  if (!others.length) return [];
  const ups = ['../', '../../', '../../../', '../../../../'];
  return [
    {
      group: others.flatMap((o) => [...ups.flatMap((up) => [`${up}${o}`, `${up}${o}/**`]), `**/features/${o}`, `**/features/${o}/**`]),
      message: 'A screen never imports another screen: what screens share lives beside features/ (documents/, components/, lib/) or in libs.',
    },
  ];
};

const LIBS_NEVER_IMPORT_APPS = {
  group: APPS.flatMap((a) => [`**/${a}/**`]).concat(['@tenant/mfe-*', '@tenant/service-*', '@tenant/shell']),
  message: 'Libs never import apps.',
};

const SHELL_PATTERNS = [
  ...appPatterns('shell'),
  { group: ['@tenant/mfe-*'], message: 'The shell loads remotes at runtime only.' },
  { group: ['@tenant/server-kit', '@tenant/service-*'], message: 'Front-end code never imports server code.' },
];
const SHELL_FEATURES = ['session', 'workflow', 'region', 'branding', 'embedding', 'layout', 'federation', 'pages', 'notices', 'invitation', 'entry-links'];
const SHELL_COMPOSITION_ROOT = ['**/app/**', '**/app'];
const SHELL_TESTS = ['**/*.spec.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'var/**', '.nx/**', '**/test-results/**', '**/playwright-report/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles: imports resolved as TypeScript resolves them (`.js` specifiers to `.ts`, the
    // workspace's @tenant/* paths), imported files parsed as TypeScript.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['tsconfig.base.json', '*/tsconfig.json', '*/*/tsconfig.json'] }),
      ],
    },
    // Packages cannot import our modules back, so the check does not walk into them (node_modules, and the
    // @tenant/* libs linked there, which it did not follow before either): 31 of ESLint's 39 s were that walk.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/report-view/**/*.{ts,tsx}', 'libs/api-client/**/*.{ts,tsx}', 'libs/bus/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...REMOTES.map((r) => ({
    files: [`${r}/**/*.{ts,tsx}`],
    rules: forbid(remotePatterns(r)),
  })),
  ...REMOTES.flatMap((r) =>
    featuresOf(r).map((f) => ({
      files: [`${r}/src/features/${f}/**/*.{ts,tsx}`],
      rules: forbid([...remotePatterns(r), ...otherScreenPatterns(r, f)]),
    })),
  ),
  { files: ['shell/**/*.{ts,tsx}'], rules: forbid(SHELL_PATTERNS) },
  // The shell's layers point one way: app/ (composition root) → routing/ → feature folders → platform/ → libs.
  // Tests may render the composed shell (app/render-shell.testing.tsx), so specs are exempt.
  {
    files: ['shell/src/routing/**/*.{ts,tsx}'],
    ignores: SHELL_TESTS,
    rules: forbid([...SHELL_PATTERNS, { group: SHELL_COMPOSITION_ROOT, message: 'routing/ never imports the composition root (app/).' }]),
  },
  {
    files: SHELL_FEATURES.map((f) => `shell/src/${f}/**/*.{ts,tsx}`),
    ignores: SHELL_TESTS,
    rules: forbid([
      ...SHELL_PATTERNS,
      { group: [...SHELL_COMPOSITION_ROOT, '**/routing/**', '**/routing'], message: 'Shell features never import app/ or routing/: what they share lives in platform/.' },
    ]),
  },
  {
    files: ['shell/src/platform/**/*.{ts,tsx}'],
    ignores: SHELL_TESTS,
    rules: forbid([...SHELL_PATTERNS, { group: ['../**', '..'], message: 'platform/ is the shell’s bottom layer: it imports only libs and itself.' }]),
  },
  ...SERVICES.map((s) => ({
    files: [`services/${s}/**/*.ts`],
    rules: forbid([
      ...appPatterns('services'),
      { group: SERVICES.filter((o) => o !== s).flatMap((o) => [`**/services/${o}/**`, `@tenant/service-${o}`]), message: 'Services never import services: use events.' },
      { group: ['@tenant/ui', '@tenant/api-client', '@tenant/bus'], message: 'Services never import front-end code.' },
    ]),
  })),
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid([LIBS_NEVER_IMPORT_APPS]),
  },
  {
    // Configuration is read in one place: loadServerConfig at a main reads the environment into
    // ServerConfig (its `environment` carries the variables a service's own config provider reads).
    // Services, libs and their tests take settings from there, never from process.env.
    files: ['services/*/src/**/*.ts', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['libs/server-kit/src/config/**', 'libs/server-kit/src/http/create-service-app.ts', 'libs/server-kit/src/testing/**', 'services/*/src/cli/**', 'services/*/src/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from the config (ServerConfig, or the service config provider built from ServerConfig.environment), not process.env.' },
      ],
    },
  },
  {
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: forbid([
      LIBS_NEVER_IMPORT_APPS,
      {
        group: ['@tenant/api-client', '@tenant/api-client/*', '@tenant/bus', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
        message: 'The design system gets its data from what the app provides (e.g. CountryListContext), never from the API client or the store.',
      },
    ]),
  },
  {
    // The report view is rendered by the browser and by the report service's PDF printer: it takes
    // the report as props and reaches for no store, API client or browser-only design system.
    files: ['libs/report-view/**/*.{ts,tsx}'],
    rules: forbid([
      LIBS_NEVER_IMPORT_APPS,
      {
        group: ['@tenant/api-client', '@tenant/api-client/*', '@tenant/bus', '@tenant/ui', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
        message: 'The report view renders from its props on the server too: no store, API client or @tenant/ui.',
      },
    ]),
  },
);
