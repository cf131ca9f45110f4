import { random, renderStatement, statementSpec, TEMPLATES } from '@tenant/documents-fixtures';
import { checkFileReadable } from './checks/file-checks.js';
import { readBankStatement } from './read-bank-statement.js';
import { STATEMENT_MESSAGES } from './statement-messages.js';
import { fuzzRuns } from '../../test/fixtures/fuzz-runs.js';
import { mutatePdf } from '../../test/fixtures/pdf-mutations.js';

const MUTANTS = fuzzRuns();
const rng = random(20261123);

describe(`${readBankStatement.name} under mutation`, () => {
  it(`never throws and always answers with a catalogued result for ${MUTANTS} mutated statements`, async () => {
    const bases = await Promise.all([
      renderStatement(statementSpec('intesaSanpaolo', { periodTo: '2026-10-31', perMonth: 4 }), TEMPLATES.intesaSanpaolo),
      renderStatement(statementSpec('volksbank', { periodTo: '2026-10-31', perMonth: 4 }), TEMPLATES.volksbank),
    ]);
    for (let index = 0; index < MUTANTS; index += 1) {
      const { inspection, reading } = await readBankStatement(mutatePdf(rng, bases[index % bases.length], bases));
      const findings = checkFileReadable(inspection, 'mutant.pdf');
      // Either the file is refused with a catalogued key, or it was read into a statement or a list of missing fields.
      if (findings.length > 0) expect(Object.keys(STATEMENT_MESSAGES)).toContain(findings[0].key);
      else expect(reading).not.toBeNull();
    }
    // a ceiling for a loaded machine, not a speed check (tools/bench/statement-parse.mjs measures speed)
  }, 600_000);
});
