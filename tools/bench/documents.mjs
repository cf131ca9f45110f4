// `npm run bench:documents`: the document engine on the corpus of real documents (services/income/corpus):
// for every document the fields read right and wrong and the time it took, then the totals against the
// goals of issue 19: ≥ 95 % of statements and payslips fully right, ≥ 90 % of identity specimens with
// every MRZ field right, and no wrong figure shown as verified. Sources are transpiled with @swc/core
// into var/bench/documents (tools/bench/lib/transpile.mjs); nothing is built or started.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { transpile } from './lib/transpile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'bench', 'documents');
const CORPUS = join(ROOT, 'services', 'income', 'corpus');
const INCOME = 'services/income/src';
const FOLDERS = ['corpus', 'documents/pdf', 'documents/matching', 'documents/reading', 'parsing', 'statements', 'payslips', 'identity'].map((folder) => `${INCOME}/${folder}`);

transpile(ROOT, FOLDERS.filter((folder) => existsSync(join(ROOT, folder))), OUT, { '@tenant/contracts': 'libs/contracts/src/index.ts' });
const load = async (path) => (existsSync(join(OUT, path)) ? import(join(OUT, path)) : null);

const percent = (part, whole) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(0)} %`);
const mark = (ok) => (ok ? 'right' : 'WRONG');
const fieldList = (fields) => Object.entries(fields).map(([field, ok]) => `${field} ${mark(ok)}`).join(', ');

const report = (title, scores, goal) => {
  console.log(`\n[bench] ${title}`);
  for (const score of scores) {
    const bookings = score.bookings?.of ? `, bookings ${score.bookings.right}/${score.bookings.of}` : '';
    console.log(`  ${score.id.padEnd(24)} ${score.right ? 'fully right' : 'NOT right  '}  ${fieldList(score.fields)}${bookings}  ${score.milliseconds.toFixed(0)} ms`);
  }
  const right = scores.filter((score) => score.right).length;
  const wrongVerified = scores.filter((score) => score.verifiedWrong).length;
  const median = [...scores.map((score) => score.milliseconds)].sort((a, b) => a - b)[Math.floor(scores.length / 2)] ?? 0;
  console.log(
    `  total: ${right} of ${scores.length} fully right (${percent(right, scores.length)}; goal ≥ ${goal} %: ${right / Math.max(scores.length, 1) >= goal / 100 ? 'met' : 'NOT MET'}), ` +
      `${wrongVerified} shown as verified with a wrong figure (goal 0: ${wrongVerified === 0 ? 'met' : 'NOT MET'}), median ${median.toFixed(0)} ms a document`,
  );
};

const { corpusDocuments } = await load(`${INCOME}/corpus/corpus-documents.js`);
const statements = await load(`${INCOME}/corpus/score-statement.js`);
report('bank statements', corpusDocuments('statements', CORPUS).map((document) => statements.scoreStatement(document)), 95);

const payslips = await load(`${INCOME}/corpus/score-payslip.js`);
if (payslips) report('payslips', corpusDocuments('payslips', CORPUS).map((document) => payslips.scorePayslip(document)), 95);

const identity = await load(`${INCOME}/identity/corpus/score-identity.js`);
if (identity) report('identity documents (MRZ)', await identity.scoreIdentityCorpus(join(CORPUS, 'identity')), 90);
