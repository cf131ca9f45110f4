// jest runs the longest files first when it has their times from an earlier run (its cache). A clean
// clone has no cache, so jest falls back to file size, and a short file doing heavy work (OCR of the
// identity corpus: over 80 s) started last and ran alone for the final half-minute. The files below
// are the ones measured over 15 s in a full run on two cores; they start first, longest first. A file
// left off this list still runs, only in jest's own order.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import TestSequencer from '@jest/test-sequencer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Path (from the repository root) → seconds measured in a full `npm test` run. */
const LONG_FILES = {
  'services/income/src/identity/corpus/corpus-identity.spec.ts': 82,
  'services/income/src/documents/upload.fuzz.spec.ts': 45,
  'services/income/src/documents/documents-final-state.spec.ts': 36,
  'services/income/src/documents/employed-applicants.pipeline.spec.ts': 25,
  'services/income/src/identity/read-identity-document.spec.ts': 24,
  'services/onboarding/src/sign-up/signup-flow.spec.ts': 22,
  'services/report/src/pdf/chromium-pdf-renderer.spec.ts': 20,
  'services/income/src/corpus/corpus-golden.spec.ts': 19,
  'services/report/src/report-builds/report-computation.spec.ts': 15,
};

const expectedSeconds = (test) => LONG_FILES[relative(root, test.path)] ?? 0;

export default class LongFilesFirstSequencer extends TestSequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the rest keep jest's order (failed first, then by time or size).
    return super.sort(tests).sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
  }
}
