// TypeScript sources the benchmarks import without a build (generator, reader, domain constants):
// transpiled with @swc/core into a folder inside the repository so that their packages resolve from
// node_modules; '@tenant/domain' is rewritten to the transpiled copy.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

const tsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/** Transpiles every non-spec .ts file of `sources` (folders relative to root) into `out`, keeping their paths. */
export const transpile = (root, sources, out) => {
  rmSync(out, { recursive: true, force: true });
  for (const source of [...sources, 'libs/domain/src']) {
    for (const file of tsFiles(join(root, source))) {
      const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
      const domain = relative(dirname(target), join(out, 'libs/domain/src/index.js'));
      writeFileSync(target, code.replaceAll("'@tenant/domain'", `'${domain.startsWith('.') ? domain : `./${domain}`}'`));
    }
  }
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
};
