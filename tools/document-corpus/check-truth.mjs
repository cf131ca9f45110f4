#!/usr/bin/env node
// Checks hand-written statement truths before they are committed: opening + every booking = closing to
// the cent, ISO dates, every booking inside the period (a booking date outside it is printed now and
// then, e.g. a value-dated year-end charge, so it is reported, not refused), and a refusal's reason.
//
//   node tools/document-corpus/check-truth.mjs [id ...]      (no id: every statement truth)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FOLDER = join(import.meta.dirname, '..', '..', 'services', 'income', 'corpus', 'statements');
const REASONS = ['no-legal-value', 'scan', 'not-a-statement'];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const ids = process.argv.slice(2).length > 0
  ? process.argv.slice(2)
  : readdirSync(FOLDER).filter((name) => name.endsWith('.truth.json')).map((name) => name.replace(/\.truth\.json$/, ''));

const problemsOf = (truth) => {
  if (truth.expect === 'refuse') return REASONS.includes(truth.reason) ? [] : [`unknown refusal reason ${truth.reason}`];
  // a document outside what the product reads (a statement in English): never shown as verified
  if (truth.expect === 'unsupported') return typeof truth.reason === 'string' && truth.reason ? [] : ['an unsupported document needs its reason'];
  if (truth.expect !== 'read') return [`expect must be read, refuse or unsupported, not ${truth.expect}`];
  const problems = [];
  const { period, openingBalance, closingBalance, transactions } = truth;
  if (!ISO.test(period?.from ?? '') || !ISO.test(period?.to ?? '') || period.from > period.to) problems.push(`bad period ${JSON.stringify(period)}`);
  for (const [name, value] of Object.entries({ openingBalance, closingBalance })) if (!Number.isInteger(value)) problems.push(`${name} is not integer cents`);
  transactions.forEach(({ bookingDate, amount }, index) => {
    if (!ISO.test(bookingDate ?? '')) problems.push(`booking ${index + 1}: bad date ${bookingDate}`);
    if (!Number.isInteger(amount) || amount === 0) problems.push(`booking ${index + 1}: amount ${amount} is not non-zero integer cents`);
  });
  const sum = transactions.reduce((total, { amount }) => total + amount, 0);
  if (openingBalance + sum !== closingBalance) {
    problems.push(`opening ${openingBalance} + bookings ${sum} = ${openingBalance + sum}, not closing ${closingBalance}`);
  }
  return problems;
};

const notesOf = (truth) =>
  truth.expect !== 'read' ? [] : truth.transactions.flatMap(({ bookingDate }, index) =>
    bookingDate < truth.period.from || bookingDate > truth.period.to ? [`booking ${index + 1} on ${bookingDate} is outside the period`] : []);

let failed = 0;
for (const id of ids) {
  const truth = JSON.parse(readFileSync(join(FOLDER, `${id}.truth.json`), 'utf8'));
  const problems = problemsOf(truth);
  const summary = truth.expect === 'read' ? `${truth.transactions.length} bookings, ${truth.period.from}..${truth.period.to}` : `refuse (${truth.reason})`;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${id}: ${summary}${[...problems, ...notesOf(truth)].map((line) => `\n     ${line}`).join('')}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
