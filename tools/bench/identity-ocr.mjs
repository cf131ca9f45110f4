// Median time to read one phone photo of an ID card back (issue 11: median ≤ 3 s on this machine):
// preparation (sharp: flattened light, deskew, MRZ band), OCR (tesseract.js, installed eng model)
// and the MRZ parse, with the OCR worker warm as in the service's identity queue.
// Run on its own (`node tools/bench/identity-ocr.mjs`) or as the last part of `npm run bench`.
// The TypeScript sources are transpiled with @swc/core into var/bench/identity-ocr/, inside the
// repository so that their packages resolve from node_modules. BENCH_OCR_RUNS (default 9).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'var', 'bench', 'identity-ocr');
const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 9);
const TARGET_MS = 3000;
const SOURCES = ['services/income/src/identity/ocr', 'services/income/src/identity/mrz', 'services/income/src/identity/read-identity-document.ts', 'tools/documents/src'];

const tsFiles = (path) => {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (statSync(join(path, name)).isDirectory() ? tsFiles(join(path, name)) : name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [join(path, name)] : []));
};

/** Transpiles the reader and the generator; returns the median in ms. */
export async function benchIdentityOcr(log = (line) => console.log(`[bench] ${line}`)) {
  rmSync(OUT, { recursive: true, force: true });
  for (const source of SOURCES) {
    for (const file of tsFiles(join(ROOT, source))) {
      const target = join(OUT, relative(ROOT, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
      writeFileSync(target, code);
    }
  }
  writeFileSync(join(OUT, 'package.json'), '{ "type": "module" }\n');

  const { identityImages, italianIdCardSpec, photographed } = await import(join(OUT, 'tools/documents/src/index.js'));
  const { OcrEngine } = await import(join(OUT, 'services/income/src/identity/ocr/ocr-engine.js'));
  const { readIdentityDocument } = await import(join(OUT, 'services/income/src/identity/read-identity-document.js'));

  const spec = italianIdCardSpec();
  const photo = await photographed(identityImages(spec).back, { rotation: -3 });
  const ocr = new OcrEngine();
  try {
    const warm = await readIdentityDocument(photo, 'image/jpeg', ocr);
    if (!warm.mrz?.result.valid || warm.mrz.result.fields.documentNumber !== spec.documentNumber) throw new Error(`the photo's MRZ was not read: ${JSON.stringify(warm.mrz?.lines ?? null)}`);
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await readIdentityDocument(photo, 'image/jpeg', ocr);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    log(`identity OCR: one phone photo of an ID card back (${(photo.length / 1024).toFixed(0)} KB JPEG, turned 3°, blurred, lamp light)`);
    log(`median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms over ${RUNS} runs (target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT MET'})`);
    return { medianMs: Math.round(median), minMs: Math.round(times[0]), maxMs: Math.round(times.at(-1)), runs: RUNS, met: median <= TARGET_MS };
  } finally {
    await ocr.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIdentityOcr();
