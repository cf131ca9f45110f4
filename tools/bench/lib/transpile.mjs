// TypeScript sources the benchmarks import without a build (generator, reader, domain constants):
// transpiled with @swc/core into a folder inside the repository so that their packages resolve from
// node_modules; '@tenant/domain' (and the workspace packages given as `aliases`) are rewritten to the transpiled copy.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

const tsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/**
 * Transpiles every non-spec .ts file of `sources` (folders relative to root) into `out`, keeping their paths;
 * `aliases` maps a workspace package imported by them to its entry among the sources ({ '@tenant/x': 'tools/x/src/index.ts' }).
 */
export const transpile = (root, sources, out, aliases = {}) => {
  const entries = { '@tenant/domain': 'libs/domain/src/index.ts', ...aliases };
  rmSync(out, { recursive: true, force: true });
  for (const source of [...sources, 'libs/domain/src']) {
    for (const file of tsFiles(join(root, source))) {
      const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
      let rewritten = code;
      for (const [name, entry] of Object.entries(entries)) {
        const path = relative(dirname(target), join(out, entry.replace(/\.ts$/, '.js')));
        rewritten = rewritten.replaceAll(`'${name}'`, `'${path.startsWith('.') ? path : `./${path}`}'`);
      }
      writeFileSync(target, rewritten);
    }
  }
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
};
