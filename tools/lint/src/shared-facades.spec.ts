// tools/rspack/shared-facades: a facade shared in place of a package must export every name that is imported from that package
// anywhere the federation consumes it: the apps' and libs' sources, and other packages bundled with
// them (RTK Query imports @reduxjs/toolkit). Consumed shared modules are opaque to the bundler, so a
// missing name would only show as `undefined` at run time.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const FACADES_DIR = join(root, 'tools', 'rspack', 'shared-facades');
const require = createRequire(import.meta.url);
const WEB_SOURCES = ['shell/src', 'mfe-onboarding/src', 'mfe-income/src', 'mfe-payment/src', 'mfe-report/src', 'libs/ui/src', 'libs/api-client/src', 'libs/api-client/testing', 'libs/bus/src', 'libs/i18n/src'];
const FACADES: Record<string, { file: string; bundledImporters: string[] }> = {
  '@reduxjs/toolkit': { file: '@reduxjs-toolkit.ts', bundledImporters: ['node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs', 'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'] },
  'react-i18next': { file: 'react-i18next.ts', bundledImporters: [] },
  'react-redux': { file: 'react-redux.ts', bundledImporters: ['node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'] },
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** Value names of `import { a, type B, c as d } from '<pkg>'` statements (type-only imports left out). */
const importedNames = (code: string, pkg: string): Set<string> => {
  const names = new Set<string>();
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  for (const match of code.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    if (match[1]) continue;
    for (const part of match[2].split(',').map((p) => p.trim()).filter(Boolean)) {
      if (!part.startsWith('type ')) names.add(part.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
};

const facadeExports = (file: string): Set<string> => {
  const code = readFileSync(join(FACADES_DIR, file), 'utf8').replace(/\/\/.*$/gm, '');
  const names = new Set<string>();
  for (const match of code.matchAll(/export\s+\{([^}]*)\}\s*from/g)) for (const part of match[1].split(',').map((p) => p.trim()).filter(Boolean)) names.add(part.split(/\s+as\s+/).at(-1)!.trim());
  return names;
};

const webFiles = WEB_SOURCES.flatMap((dir) => {
  try {
    return sourceFiles(join(root, dir));
  } catch {
    return [];
  }
});

describe.each(Object.entries(FACADES))('the %s facade', (pkg, { file, bundledImporters }) => {
  const exported = facadeExports(file);

  it('exports every name the web sources import from the package', () => {
    const used = new Set(webFiles.flatMap((f) => [...importedNames(readFileSync(f, 'utf8'), pkg)]));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('exports every name that packages bundled with the apps import from it', () => {
    const used = new Set(bundledImporters.flatMap((f) => [...importedNames(readFileSync(join(root, f), 'utf8'), pkg)].map((n) => n.split(/\s+as\s+/)[0])));
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('only exports names the package has', () => {
    const actual = require(pkg) as Record<string, unknown>;
    expect([...exported].filter((name) => !(name in actual))).toEqual([]);
  });
});
