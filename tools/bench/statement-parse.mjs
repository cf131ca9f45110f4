// Median parse time of a generated 3-page bank statement (issue 10: median ≤ 200 ms on this machine).
// Not part of `npm test` or `npm run bench`: run `node tools/bench/statement-parse.mjs`.
// The TypeScript sources (reader, generator, domain constants) are transpiled with @swc/core into
// var/bench/statement-parse/, inside the repository so that their packages resolve from node_modules.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'bench', 'statement-parse');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SOURCES = ['services/income/src/documents/pdf', 'services/income/src/statements', 'tools/documents/src', 'libs/domain/src'];

const tsFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

rmSync(OUT, { recursive: true, force: true });
for (const source of SOURCES) {
  for (const file of tsFiles(join(ROOT, source))) {
    const target = join(OUT, relative(ROOT, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
    const domain = relative(dirname(target), join(OUT, 'libs/domain/src/index.js'));
    writeFileSync(target, code.replaceAll("'@tenant/domain'", `'${domain.startsWith('.') ? domain : `./${domain}`}'`));
  }
}

writeFileSync(join(OUT, 'package.json'), '{ "type": "module" }\n');

const { statementSpec, renderStatement, TEMPLATES } = await import(join(OUT, 'tools/documents/src/index.js'));
const { readBankStatement } = await import(join(OUT, 'services/income/src/statements/read-bank-statement.js'));

const spec = statementSpec('intesaSanpaolo', { periodTo: '2026-10-31', months: 3, perMonth: 14, seed: 3 });
const bytes = await renderStatement(spec, TEMPLATES.intesaSanpaolo);
const warm = await readBankStatement(bytes);
if (warm.inspection.pageCount !== 3 || !warm.reading?.statement) throw new Error(`expected a readable 3-page statement, got ${warm.inspection.pageCount} pages`);

const times = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await readBankStatement(bytes);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`[bench] statement parse: 3 pages, ${spec.transactions.length} bookings, ${(bytes.length / 1024).toFixed(1)} KB`);
console.log(`[bench] median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${RUNS} runs (target ≤ 200 ms: ${median <= 200 ? 'met' : 'NOT MET'})`);
