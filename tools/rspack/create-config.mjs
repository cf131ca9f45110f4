// One rspack + Module Federation configuration for the shell (host) and every remote, so the
// shared singletons, the source-consumption of @tenant/* libs and the version stamp stay identical.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CONTRACT_FILE, CONTRACT_SEMVER } from '@tenant/contracts';

const root = join(import.meta.dirname, '..', '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const SHARED_PACKAGES = ['react', 'react-dom', 'i18next'];
/** Shared as facades (see shared-facades/): the singleton is the package's used subset, tree-shaken. */
const SHARED_FACADES = ['react-router-dom', 'react-i18next', '@reduxjs/toolkit', 'react-redux'];
/** The ESM entry of a package a facade re-exports from (see facadeSourceAliases). */
const FACADE_SOURCES = { 'react-i18next': 'dist/es/index.js', '@reduxjs/toolkit': 'dist/redux-toolkit.modern.mjs', 'react-redux': 'dist/react-redux.mjs' };
const facadeFile = (pkg) => join(root, 'tools', 'rspack', 'shared-facades', `${pkg.replace('/', '-')}.ts`);

/**
 * `@facade-source/<pkg>`: the package's own ESM entry, for a facade re-exporting from the package it
 * stands in for (importing `<pkg>` itself would consume the shared facade). Mirrored by the `paths`
 * of tsconfig.web.json and the moduleNameMapper of jest.preset.mjs.
 */
export const facadeSourceAliases = () =>
  Object.fromEntries(Object.entries(FACADE_SOURCES).map(([pkg, entry]) => [`@facade-source/${pkg}$`, join(root, 'node_modules', pkg, entry)]));
const SHARED_LIBS = ['contracts', 'api-client', 'bus', 'i18n', 'ui', 'domain'];

/** Every shared module is a singleton: one React, one store, one bus, one i18n instance. */
export const sharedSingletons = () => ({
  ...Object.fromEntries(
    SHARED_PACKAGES.map((pkg) => [pkg, { singleton: true, requiredVersion: `^${readJson(join(root, 'node_modules', pkg, 'package.json')).version}` }]),
  ),
  // react-dom/client is a separate entry point of react-dom and must come from the same copy.
  'react-dom/client': { singleton: true, requiredVersion: `^${readJson(join(root, 'node_modules', 'react-dom', 'package.json')).version}` },
  ...Object.fromEntries(
    SHARED_FACADES.map((pkg) => {
      const { version } = readJson(join(root, 'node_modules', pkg, 'package.json'));
      return [pkg, { singleton: true, import: facadeFile(pkg), version, requiredVersion: `^${version}` }];
    }),
  ),
  ...Object.fromEntries(
    SHARED_LIBS.map((lib) => [`@tenant/${lib}`, { singleton: true, requiredVersion: `^${readJson(join(root, 'libs', lib, 'package.json')).version}` }]),
  ),
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The shared packages with everything they depend on (the code of the host's shared singletons). */
const sharedPackagesWithDependencies = () => {
  const seen = new Set();
  const visit = (pkg) => {
    const file = join(root, 'node_modules', pkg, 'package.json');
    if (seen.has(pkg) || !existsSync(file)) return;
    seen.add(pkg);
    for (const dep of Object.keys(readJson(file).dependencies ?? {})) visit(dep);
  };
  for (const pkg of [...SHARED_PACKAGES, 'react-dom', ...SHARED_FACADES, 'react-router']) visit(pkg);
  return [...seen];
};

/**
 * The host provides every shared singleton, and the first screen needs nearly all of them: as one
 * chunk instead of one per package, they cost one request and gzip together (about 5 KB less).
 * Only code without lazy parts of its own: the shared packages, the facades and the @tenant libs
 * that have no dynamic import, and i18n without its texts (ui's form fields and the texts stay separate chunks).
 */
const sharedChunkTest = () =>
  new RegExp(
    [
      `[\\/]node_modules[\\/](${sharedPackagesWithDependencies().map(escapeRegExp).join('|')})[\\/]`,
      '[\\/]tools[\\/]rspack[\\/]shared-facades[\\/]',
      '[\\/]libs[\\/](contracts|domain|bus|api-client)[\\/]src[\\/]',
      '[\\/]libs[\\/]i18n[\\/]src[\\/](index|i18n)\\.ts$',
    ].join('|'),
  );

const gitCommit = () => {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
};

/** RemoteVersion (libs/contracts) stamped at build time; REMOTE_VERSION and GIT_COMMIT override. */
export const buildVersion = (projectDir) => {
  const pkg = readJson(join(projectDir, 'package.json'));
  return { name: pkg.name, version: process.env.REMOTE_VERSION || pkg.version, buildTime: new Date().toISOString(), commit: gitCommit() };
};

/**
 * CONTRACT_FILE of a build (RemoteContract / ShellContract of @tenant/contracts): a remote needs the
 * contract it is built against or a later minor; the shell serves the one it is built with.
 */
export const buildContract = (projectDir, name, remote) =>
  remote ? { remote: name, version: buildVersion(projectDir).version, requires: `^${CONTRACT_SEMVER}` } : { serves: CONTRACT_SEMVER };

/** Emits one JSON file into the build output. */
class EmitJsonPlugin {
  constructor(file, data) {
    this.file = file;
    this.data = data;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(this.data, null, 2)}\n`)),
      ),
    );
  }
}

/**
 * What a remote exposes: './version' and every screen, found by the feature-folder convention
 * `src/features/<screen>/<screen>.page.tsx` (STYLE.md), so the list lives only in the shell's
 * registry (STEP_REGISTRY / PAGE_REGISTRY of @tenant/contracts). tools/rspack/exposes.spec.ts
 * proves both name the same screens.
 */
export const remoteExposes = (projectDir) => {
  const features = join(projectDir, 'src', 'features');
  const screens = existsSync(features)
    ? readdirSync(features, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(features, entry.name, `${entry.name}.page.tsx`)))
        .map((entry) => entry.name)
        .sort()
    : [];
  // Modules for foreign hosts (PARTNER_REGISTRY): src/partners/<module>/<module>.partner.tsx
  const partnersDir = join(projectDir, 'src', 'partners');
  const partners = existsSync(partnersDir)
    ? readdirSync(partnersDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(partnersDir, entry.name, `${entry.name}.partner.tsx`)))
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    './version': './src/version.ts',
    ...Object.fromEntries(screens.map((screen) => [`./${screen}`, `./src/features/${screen}/${screen}.page.tsx`])),
    ...Object.fromEntries(partners.map((module) => [`./${module}`, `./src/partners/${module}/${module}.partner.tsx`])),
  };
};

/**
 * react-router's package exports name only its development build (dev warnings on); its production
 * build, beside it, leaves them out: 0.5 KB gzip less on the first screen (bench:first-screen).
 */
const productionBuilds = () => ({ 'react-router$': join(root, 'node_modules', 'react-router', 'dist', 'production', 'index.mjs') });

/** How every front end resolves: @tenant/* libs from source, the facades' package entries (and in production the packages' production builds). */
export const webResolve = (production = false) => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  // @tenant/* libs are consumed from source through the workspace symlinks.
  conditionNames: ['source', 'browser', 'import', 'module', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: { ...facadeSourceAliases(), ...(production ? productionBuilds() : {}) },
});

/** TypeScript through SWC and the images code imports, for every front end (and the first screen's pre-render). */
export const webModule = (production) => ({
  rules: [
    {
      test: /\.tsx?$/,
      exclude: /node_modules[\\/](?!@tenant)/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
      type: 'javascript/auto',
    },
    // Images imported by code (the fallback countries' flags of @tenant/ui) are emitted as files and imported as their URL.
    { test: /\.svg$/, type: 'asset/resource' },
    // Unused react-router components tree-shaken (see the loader).
    production && { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, loader: join(import.meta.dirname, 'loaders', 'react-pure-annotations.cjs') },
  ].filter(Boolean),
});

/**
 * @param {object} options
 * @param {string} options.dir project folder (import.meta.dirname of the rspack.config.mjs)
 * @param {string} options.name federation container name
 * @param {boolean} [options.remote] a remote: exposes its version and screens (remoteExposes); absent for the host
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (host)
 * @param {boolean} [options.html] emit index.html (host)
 */
export const createConfig = ({ dir, name, remote = false, runtimePlugins = [], html = false }) => {
  const isHost = !remote;
  const exposes = remote ? remoteExposes(dir) : undefined;
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        // The shell is served from the origin root; remotes from versioned folders they cannot know.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: webResolve(production),
      module: webModule(production),
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __BUILD_VERSION__: JSON.stringify(buildVersion(dir)),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: isHost ? {} : undefined,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // Remotes use the host's federation runtime instead of carrying their own copy (~29 KB gzip each).
          // target 'web' drops the runtime's Node script loader (~1 KB gzip): these containers only run in browsers.
          // disableSnapshot drops the manifest plugin (~2.5 KB): the host registers remoteEntry.js URLs
          // (shell/src/federation/federation-loader.ts); every remote still emits mf-manifest.json.
          experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web', disableSnapshot: true } },
          manifest: true,
          dts: false,
        }),
        new EmitJsonPlugin(CONTRACT_FILE, buildContract(dir, name, remote)),
        html && new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html') }),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        splitChunks: isHost && production ? { cacheGroups: { sharedSingletons: { test: sharedChunkTest(), chunks: 'async', name: 'shared', enforce: true, priority: 20 } } } : undefined,
      },
      performance: { hints: false },
      devServer: { historyApiFallback: true, port: isHost ? 4200 : undefined },
    };
  };
};
