// The first screen's HTML at build time (issue 22): for every language, the page the shell's first
// commit shows at /{lang}/fill/occupation, written to dist/prerendered/{lang}/fill/occupation.html
// (the built index.html with that markup in #root and the components' styles in the head). The
// runner serves it for that path without a query (tools/runner/src/site/static-site.ts), so the
// screen paints before the JavaScript has arrived; React's first commit then replaces it.
//
// How: shell/src/prerender/first-screen.prerender.tsx, with the remote screens of SCREENS from their
// source, is bundled into one script (no federation, no chunks) and run in a jsdom window at each
// URL. Run after `rspack build` (the shell's build).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rspack } from '@rspack/core';
import { JSDOM, VirtualConsole } from 'jsdom';
import { webModule, webResolve } from '../../tools/rspack/create-config.mjs';

const SHELL = join(import.meta.dirname, '..');
const ROOT = join(SHELL, '..');
/** The remote screens the pre-rendered pages show, by remote module id (remoteModuleId of @tenant/contracts). */
const SCREENS = { 'mfe_onboarding/occupation': join(ROOT, 'mfe-onboarding', 'src', 'features', 'occupation', 'occupation.page.tsx') };
const DIST = join(SHELL, 'dist');
const LANGUAGES = ['it', 'en', 'de'];
/** The pre-rendered pages: the first step of the fill flow, the page a listing's link opens. */
const PAGES = LANGUAGES.map((lang) => `/${lang}/fill/occupation`);
export const PRERENDERED_DIR = 'prerendered';

/** The bundle's entry: the screens' modules handed to renderFirstScreen, exposed to the jsdom window. */
const writeEntry = (outDir) => {
  const file = join(outDir, 'entry.mjs');
  const imports = Object.values(SCREENS).map((path, i) => `import * as screen${i} from ${JSON.stringify(path)};`);
  const modules = Object.keys(SCREENS).map((id, i) => `${JSON.stringify(id)}: screen${i}`);
  writeFileSync(
    file,
    [
      ...imports,
      `import { renderFirstScreen } from ${JSON.stringify(join(SHELL, 'src', 'prerender', 'first-screen.prerender.tsx'))};`,
      `globalThis.renderFirstScreen = () => renderFirstScreen({ ${modules.join(', ')} });`,
    ].join('\n'),
  );
  return file;
};

const bundle = (outDir) =>
  new Promise((resolve, reject) => {
    const config = {
      mode: 'production',
      context: SHELL,
      target: 'web',
      entry: { prerender: writeEntry(outDir) },
      output: { path: outDir, filename: '[name].js', asyncChunks: false, iife: true },
      resolve: webResolve(true),
      module: webModule(true),
      plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __BUILD_VERSION__: JSON.stringify({ name: 'prerender', version: '0', buildTime: '', commit: '' }) })],
      optimization: { minimize: false, splitChunks: false },
      devtool: false,
      performance: { hints: false },
    };
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(join(outDir, 'prerender.js'));
    });
  });

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built index.html with the page's markup, styles and <html> attributes. */
const pageHtml = (indexHtml, screen) => {
  const attributes = Object.entries(screen.htmlAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const withHtml = indexHtml.replace(/<html[^>]*>/, `<html${attributes}>`);
  const withStyles = withHtml.replace('</head>', `${screen.styles}</head>`);
  // inert: nothing of it answers a click or takes the focus before React has replaced it.
  const root = '<div id="root"></div>';
  if (!withStyles.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return withStyles.replace(root, `<div id="root"><div inert style="display:contents">${screen.html}</div></div>`);
};

const renderPage = async (script, indexHtml, path) => {
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  virtualConsole.on('error', (...args) => errors.push(args.map(String).join(' ')));
  const dom = new JSDOM(indexHtml.replace(/<script[^>]*><\/script>/g, ''), { url: `http://localhost${path}`, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole });
  try {
    // No network while pre-rendering: calls the first commit starts fail quietly after it.
    dom.window.fetch = () => Promise.reject(new Error('no network while pre-rendering'));
    dom.window.eval(script);
    const screen = await dom.window.renderFirstScreen();
    if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
    if (!screen.html.includes('<main')) throw new Error(`${path}: the first commit has no <main>: ${screen.html.slice(0, 200)}`);
    return screen;
  } finally {
    dom.window.close();
  }
};

const main = async () => {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'shell-prerender-'));
  try {
    const script = readFileSync(await bundle(work), 'utf8');
    const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
    for (const path of PAGES) {
      const file = join(DIST, PRERENDERED_DIR, `${path}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(indexHtml, await renderPage(script, indexHtml, path)));
    }
    console.log(`pre-rendered ${PAGES.join(', ')} into dist/${PRERENDERED_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
