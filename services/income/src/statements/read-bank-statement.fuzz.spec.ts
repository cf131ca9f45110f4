import { random, renderStatement, statementSpec, TEMPLATES } from '@tenant/documents-fixtures';
import { checkFileReadable } from './checks/file-checks.js';
import { readBankStatement } from './read-bank-statement.js';
import { STATEMENT_MESSAGES } from './statement-messages.js';

const MUTANTS = 1000;
const rng = random(20261123);

/** Bit flips, cuts and inserted bytes at random places: what a broken disk, upload or editor leaves behind. */
const mutate = (bytes: Uint8Array): Uint8Array => {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const copy = bytes.slice();
    for (let flips = rng.int(1, 8); flips > 0; flips -= 1) copy[rng.int(0, copy.length - 1)] ^= 1 << rng.int(0, 7);
    return copy;
  }
  if (kind === 1) return bytes.slice(0, rng.int(0, bytes.length));
  const at = rng.int(0, bytes.length);
  const inserted = Uint8Array.from({ length: rng.int(1, 64) }, () => rng.int(0, 255));
  return new Uint8Array(Buffer.concat([bytes.subarray(0, at), inserted, bytes.subarray(at)]));
};

describe(`${readBankStatement.name} under mutation`, () => {
  it(`never throws and always answers with a catalogued result for ${MUTANTS} mutated statements`, async () => {
    const bases = await Promise.all([
      renderStatement(statementSpec('intesaSanpaolo', { periodTo: '2026-10-31', perMonth: 4 }), TEMPLATES.intesaSanpaolo),
      renderStatement(statementSpec('volksbank', { periodTo: '2026-10-31', perMonth: 4 }), TEMPLATES.volksbank),
    ]);
    const started = Date.now();
    for (let index = 0; index < MUTANTS; index += 1) {
      const { inspection, reading } = await readBankStatement(mutate(bases[index % bases.length]));
      const findings = checkFileReadable(inspection, 'mutant.pdf');
      // Either the file is refused with a catalogued key, or it was read into a statement or a list of missing fields.
      if (findings.length > 0) expect(Object.keys(STATEMENT_MESSAGES)).toContain(findings[0].key);
      else expect(reading).not.toBeNull();
    }
    expect(Date.now() - started).toBeLessThan(120_000);
  }, 180_000);
});
