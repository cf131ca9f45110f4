// The order jest starts test files in. Its own sequencer runs the longest files first only once its
// cache (in its cache directory, per checkout path) has their times; on a fresh clone it orders by file
// size, and the OCR corpus (about 2 minutes of a worker) then started at the run's 6th minute and left
// the other workers idle for the last 50 s. Here the files known to be long start first while the
// cache has no times, and jest's own order (cached times, then size) holds for everything else.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { default: TestSequencer } = require('@jest/test-sequencer');

/** The slowest files, slowest first (seconds on a 2-core machine running three workers: 113, 59, 43, 43, 41, 39, 31, 25, 25, 24). */
const LONGEST = [
  'services/income/src/identity/corpus/corpus-identity.spec.ts',
  'services/income/src/documents/upload.fuzz.spec.ts',
  'services/income/src/documents/employed-applicants.pipeline.spec.ts',
  'services/income/src/documents/documents-final-state.spec.ts',
  'services/income/src/identity/read-identity-document.spec.ts',
  'services/report/src/pdf/chromium-pdf-renderer.spec.ts',
  'services/onboarding/src/sign-up/signup-flow.spec.ts',
  'tools/runner/src/sandboxes/enable-banking/psd2-bank-connection.spec.ts',
  'services/income/src/documents/documents-pipeline.spec.ts',
  'tools/runner/src/api/access-matrix.spec.ts',
];

const rankOf = (path) => LONGEST.findIndex((file) => path.endsWith(`/${file}`));

export default class LongestFirstSequencer extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    // with the cache's times jest already starts them first (or knows better)
    if (sorted.some((test) => test.duration != null)) return sorted;
    const known = sorted.filter((test) => rankOf(test.path) >= 0).sort((a, b) => rankOf(a.path) - rankOf(b.path));
    return [...known, ...sorted.filter((test) => rankOf(test.path) < 0)];
  }
}
