// Median parse time of a generated 3-page bank statement (issue 10: median ≤ 200 ms on this machine).
// Run by `npm run bench` (tools/bench/run.mjs) after the bundle and API figures, or alone: `node tools/bench/statement-parse.mjs`.
// The TypeScript sources (reader, generator, domain constants) are transpiled with @swc/core into
// var/bench/statement-parse/, inside the repository so that their packages resolve from node_modules.
import { join } from 'node:path';
import { transpile } from './lib/transpile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'bench', 'statement-parse');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

transpile(ROOT, ['services/income/src/documents/pdf', 'services/income/src/parsing', 'services/income/src/statements', 'tools/documents/src'], OUT);

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
