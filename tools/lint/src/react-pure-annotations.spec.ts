// tools/rspack/loaders/react-pure-annotations.cjs rewrites react-router's production bundle by its text.
// A react-router release that writes those calls differently would make it match nothing, silently:
// the first screen would carry NavLink, Form and their hooks again (about 2 KB gzip, issue 22). This
// fails instead, on the installed react-router.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const require = createRequire(import.meta.url);
const annotate = require(join(root, 'tools', 'rspack', 'loaders', 'react-pure-annotations.cjs')) as (source: string) => string;
const PRODUCTION = join(dirname(require.resolve('react-router/package.json', { paths: [join(root, 'shell')] })), 'dist', 'production');
// the files the build's rule passes to the loader (create-config.mjs)
const bundle = readdirSync(PRODUCTION)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(PRODUCTION, name), 'utf8'))
  .join('\n');

describe('react-pure-annotations loader on the installed react-router', () => {
  it('marks its top-level forwardRef, createContext and memo calls pure', () => {
    const annotated = annotate(bundle);
    for (const call of ['forwardRef', 'createContext', 'memo']) {
      expect({ call, marked: new RegExp(`/\\* @__PURE__ \\*/ React\\d*\\.${call}\\(`).test(annotated) }).toEqual({ call, marked: true });
    }
    // Link, NavLink and Form among them: what the facade leaves out can go
    expect(annotated.match(/@__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('drops the displayName assignments and keeps everything else', () => {
    expect(bundle).toMatch(/^\w+\.displayName = "/m);
    const annotated = annotate(bundle);
    expect(annotated).not.toMatch(/^\w+\.displayName = "/m);
    expect(annotate(annotated)).toBe(annotated);
  });
});
