#!/usr/bin/env node
// Turns a real document (a PDF kept outside the repository) into the corpus's committed form: its
// positioned text as the product's PDF reader gives it (page, x, y from the top, width, font size,
// text), anonymised (tools/documents/src/corpus/anonymise.ts), written to
// services/income/corpus/<kind>/<id>.items.json. The ground truth beside it is written by hand.
//
//   node tools/document-corpus/extract.mjs --kind statements --id de-ing-01 --pdf /path/raw.pdf \
//     --redact /path/raw.redact.json --issuer "ING" --country DE
//
// The redaction map ({ "strings": [...] }) lists what no pattern can find: names, addresses, customer
// numbers. IBANs, fiscal codes, tax ids and account numbers are found by the tool. It refuses to write
// an extract in which a redacted string is still present.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { transpile } from '../bench/lib/transpile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'document-corpus');
const KINDS = ['statements', 'payslips'];

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string' },
    id: { type: 'string' },
    pdf: { type: 'string' },
    redact: { type: 'string' },
    issuer: { type: 'string' },
    country: { type: 'string' },
  },
});
if (!KINDS.includes(args.kind) || !/^[a-z]{2}-[a-z0-9-]+-\d{2}$/.test(args.id ?? '') || !args.pdf || !args.issuer || !/^(DE|IT)$/.test(args.country ?? '')) {
  console.error('usage: extract.mjs --kind statements|payslips --id <cc-issuer-nn> --pdf <file> [--redact <map.json>] --issuer <name> --country DE|IT');
  process.exit(2);
}

transpile(ROOT, ['services/income/src/documents/pdf', 'tools/documents/src'], OUT);
const { readPdf } = await import(join(OUT, 'services/income/src/documents/pdf/read-pdf.js'));
const { anonymiseItems } = await import(join(OUT, 'tools/documents/src/corpus/anonymise.js'));

const redact = args.redact ? JSON.parse(readFileSync(args.redact, 'utf8')).strings ?? [] : [];
const { inspection, items } = await readPdf(new Uint8Array(readFileSync(args.pdf)));
const { items: anonymous, replaced, leftovers } = anonymiseItems(items, redact);
if (leftovers.length > 0) {
  console.error(`${args.id}: ${leftovers.length} redacted strings are still in the text; nothing written`);
  process.exit(1);
}

const round = (value) => Math.round(value * 100) / 100;
const extract = {
  id: args.id,
  kind: args.kind.replace(/s$/, ''),
  issuer: args.issuer,
  country: args.country,
  pdf: { pages: inspection.pageCount, producer: inspection.producer, creator: inspection.creator, failure: inspection.failure },
  anonymised: replaced,
  // one item a row: [page, x, y, width, fontSize, text]
  items: anonymous.map((item) => [item.page, round(item.x), round(item.y), round(item.width), round(item.fontSize), item.text]),
};
const folder = join(ROOT, 'services', 'income', 'corpus', args.kind);
mkdirSync(folder, { recursive: true });
const file = join(folder, `${args.id}.items.json`);
writeFileSync(file, `{\n${Object.entries(extract)
  .map(([key, value]) => (key === 'items' ? `  "items": [\n${value.map((row) => `    ${JSON.stringify(row)}`).join(',\n')}\n  ]` : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`))
  .join(',\n')}\n}\n`);
console.log(`${args.id}: ${items.length} items, ${inspection.pageCount} pages${inspection.failure ? ` (${inspection.failure})` : ''}; replaced ${JSON.stringify(replaced)} → ${file}`);
