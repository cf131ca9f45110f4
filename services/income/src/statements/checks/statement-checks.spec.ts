import {
  encryptedStatement, imageOnlyStatement, mergeStatements, renderStatement, resavedByEditor, statementSpec, TEMPLATES, truncatedBytes,
} from '@tenant/documents-fixtures';
import { bankById, UNLISTED_BANK } from '../bank-registry.js';
import { readBankStatement } from '../read-bank-statement.js';
import { STATEMENT_MESSAGES, type Finding } from '../statement-messages.js';
import type { NormalisedStatement } from '../statement-types.js';
import { checkFileReadable, checkTampering } from './file-checks.js';
import { averageCashBalance, checkOtherIncome, checkRent, checkSalary, detectRecurrentCosts } from './income-detection.js';
import { checkCoverage, checkDuplicates } from './portfolio-checks.js';
import { checkChosenBank, checkHolder, checkLegalValue, checkMerged, checkParsed, checkReconciliation, checkRecent, checkTaxId, checkWholeMonths, holderMatches } from './statement-checks.js';

const SOURCE = 'statement.pdf';
const keys = (findings: Finding[]) => findings.map((finding) => finding.key);

const read = async (bytes: Uint8Array) => readBankStatement(bytes);
const intesa = (options: Parameters<typeof statementSpec>[1] = {}) => statementSpec('intesaSanpaolo', { periodTo: '2026-10-31', ...options });
const statementOf = async (bytes: Uint8Array): Promise<NormalisedStatement> => {
  const { reading } = await read(bytes);
  if (!reading?.statement) throw new Error(`unreadable: ${reading?.missing.join(', ')}`);
  return reading.statement;
};

describe('bank statement checks', () => {
  it('levels every key of the catalogue as error or warning', () => {
    expect(Object.values(STATEMENT_MESSAGES).every((level) => level === 'error' || level === 'warning')).toBe(true);
  });

  it.each([
    ['an empty file', async () => new Uint8Array(), 'BankAccts.Error.EmptyFile'],
    ['a PNG', async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'BankAccts.Error.InvalidFileType'],
    ['truncated bytes', async () => truncatedBytes(await renderStatement(intesa(), TEMPLATES.intesaSanpaolo)), 'BankAccts.Error.Truncated'],
    ['garbage after the header', async () => new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage\n%%EOF\n')), 'BankAccts.Error.Corrupted'],
    ['a password-protected file', async () => encryptedStatement(intesa(), TEMPLATES.intesaSanpaolo), 'BankAccts.Error.Locked'],
    ['an image-only scan', async () => imageOnlyStatement(), 'BankAccts.Error.NotOriginal.Scan'],
  ])('refuses %s with its own key', async (_name, bytes, key) => {
    const { inspection } = await read(await bytes());
    expect(keys(checkFileReadable(inspection, SOURCE))).toEqual([key]);
  });

  it('reads a well-formed statement without file findings', async () => {
    const { inspection } = await read(await renderStatement(intesa(), TEMPLATES.intesaSanpaolo));
    expect(checkFileReadable(inspection, SOURCE)).toEqual([]);
    expect(checkTampering(inspection, SOURCE)).toEqual([]);
  });

  it('flags a statement re-saved by an editor: producer, incremental update and later modification', async () => {
    const original = await renderStatement(intesa(), TEMPLATES.intesaSanpaolo);
    const { inspection } = await read(await resavedByEditor(original, 'iLovePDF', new Date('2026-10-31T21:30:00Z')));
    expect(inspection.incrementalUpdates).toBe(1);
    expect(keys(checkTampering(inspection, SOURCE))).toEqual([
      'BankAccts.Error.NotOriginal.Editor',
      'BankAccts.Error.NotOriginal.IncrementalUpdate',
      'BankAccts.Error.NotOriginal.ModifiedAfterCreation',
    ]);
  });

  it('flags an edited amount that breaks the reconciliation, and passes the original', async () => {
    const spec = intesa();
    const original = await statementOf(await renderStatement(spec, TEMPLATES.intesaSanpaolo));
    const edited = await statementOf(await renderStatement(spec, TEMPLATES.intesaSanpaolo, { printedAmounts: { 1: spec.transactions[1].amount - 10_000 } }));
    expect(checkReconciliation(original, SOURCE)).toEqual([]);
    expect(keys(checkReconciliation(edited, SOURCE))).toEqual(['BankAccts.Error.Reconciliation']);
  });

  it('flags two statements merged into one file', async () => {
    const first = await renderStatement(intesa({ periodTo: '2026-09-30' }), TEMPLATES.intesaSanpaolo);
    const second = await renderStatement(intesa(), TEMPLATES.intesaSanpaolo);
    const merged = await read(await mergeStatements(first, second));
    const single = await read(second);
    expect(keys(checkMerged(merged.reading!, SOURCE))).toEqual(['BankAccts.Error.NotOriginal.Merged']);
    expect(checkMerged(single.reading!, SOURCE)).toEqual([]);
    expect(keys(checkTampering(merged.inspection, SOURCE))).toContain('BankAccts.Error.NotOriginal.Editor');
  });

  it('reports a readable PDF that is not a statement as a parse exception', async () => {
    const { reading } = await read(await renderStatement({ ...intesa(), iban: 'IT00X0000000000000000000000' }, TEMPLATES.intesaSanpaolo));
    expect(keys(checkParsed(reading!, SOURCE))).toEqual(['BankAccts.Error.ParseException']);
    const good = await read(await renderStatement(intesa(), TEMPLATES.intesaSanpaolo));
    expect(checkParsed(good.reading!, SOURCE)).toEqual([]);
  });

  it('flags a list of transactions without legal value', () => {
    const reading = { statement: null, missing: [], accountIbans: [], periods: [], openingBalanceLines: 1, text: 'Lista movimenti - documento privo di valore legale' };
    expect(keys(checkLegalValue(reading, SOURCE))).toEqual(['BankAccts.Error.NotOriginal.NoLegalValue']);
    expect(checkLegalValue({ ...reading, text: 'Estratto conto' }, SOURCE)).toEqual([]);
  });

  describe('against the applicant', () => {
    let statement: NormalisedStatement;
    beforeAll(async () => {
      statement = await statementOf(await renderStatement(intesa({ months: 3 }), TEMPLATES.intesaSanpaolo));
    });

    it.each([
      ['intesa-sanpaolo', []],
      ['unicredit', ['BankAccts.Error.WrongBank']],
      ['unlisted', []],
    ])('checks the chosen bank %s', (bankId, expected) => {
      const chosen = bankId === 'unlisted' ? UNLISTED_BANK : bankById(bankId)!;
      expect(keys(checkChosenBank(statement, chosen, SOURCE))).toEqual(expected);
    });

    it.each([
      ['Mario', 'Rossi', true],
      ['MARIO', 'ROSSI', true],
      ['Mario Giuseppe', 'Rossi', true],
      ['Luca', 'Rossi', false],
      ['Mario', 'Bianchi', false],
    ])('matches the holder with %s %s: %s', (firstName, lastName, matches) => {
      expect(checkHolder(statement, { firstName, lastName }, SOURCE)).toEqual(matches ? [] : [expect.objectContaining({ key: 'BankAccts.Error.NameMismatch', level: 'error' })]);
    });

    it('matches names across accents, order and ß', () => {
      expect(holderMatches('Müller-Lüdenscheidt Jürgen', 'Jurgen', 'Muller Ludenscheidt')).toBe(true);
      expect(holderMatches('NICOLÒ DE ANDRÈ', 'Nicolo', 'De Andre')).toBe(true);
      expect(holderMatches('Herrn Max Groß', 'Max', 'Gross')).toBe(true);
      expect(holderMatches('Max Mustermann', 'Erika', 'Mustermann')).toBe(false);
    });

    it('flags a wrong holder generated on the statement', async () => {
      const other = await statementOf(await renderStatement(intesa({ holder: { name: 'Anna Bianchi', street: 'Via Roma 1', city: '00184 Roma RM' } }), TEMPLATES.intesaSanpaolo));
      expect(keys(checkHolder(other, { firstName: 'Mario', lastName: 'Rossi' }, SOURCE))).toEqual(['BankAccts.Error.NameMismatch']);
    });

    it('compares the printed codice fiscale only where it is printed', () => {
      expect(checkTaxId(statement, 'RSSMRA85M01F205T', SOURCE)).toEqual([]);
      expect(keys(checkTaxId(statement, 'BNCNNA90A41H501X', SOURCE))).toEqual(['BankAccts.Error.TaxIdMismatch']);
      expect(checkTaxId({ ...statement, fiscalCodeOrTaxId: null }, 'BNCNNA90A41H501X', SOURCE)).toEqual([]);
    });

    it('needs whole months', () => {
      expect(checkWholeMonths(statement, SOURCE)).toEqual([]);
      expect(keys(checkWholeMonths({ ...statement, periodTo: '2026-10-20' }, SOURCE))).toEqual(['BankAccts.Error.Incomplete']);
    });

    it.each([
      ['2026-11-20', []],
      ['2026-12-15', []],
      ['2026-12-16', ['BankAccts.Error.NotRecent']],
    ])('needs a recent statement on %s', (today, expected) => {
      expect(keys(checkRecent([statement], today, SOURCE))).toEqual(expected);
    });

    it.each([
      [false, 3, []],
      [true, 3, ['BankAccts.Error.Coverage']],
      [false, 2, ['BankAccts.Error.Coverage']],
    ])('needs coverage (self-employed %s, %i months)', async (selfEmployed, months, expected) => {
      const covering = months === 3 ? statement : await statementOf(await renderStatement(intesa({ months }), TEMPLATES.intesaSanpaolo));
      expect(keys(checkCoverage([covering], selfEmployed, SOURCE))).toEqual(expected);
    });

    it('covers six months with two consecutive statements', async () => {
      const earlier = await statementOf(await renderStatement(intesa({ periodTo: '2026-07-31', months: 3 }), TEMPLATES.intesaSanpaolo));
      expect(checkCoverage([statement, earlier], true, SOURCE)).toEqual([]);
    });

    it('finds duplicates by bytes and by account and period', () => {
      const upload = { source: 'a.pdf', sha256: 'aa', statement };
      expect(checkDuplicates([upload, { ...upload, source: 'b.pdf', sha256: 'bb' }])).toEqual([expect.objectContaining({ key: 'BankAccts.Error.Duplicate', source: 'b.pdf' })]);
      expect(checkDuplicates([upload, { source: 'c.pdf', sha256: 'aa', statement: null }])).toHaveLength(1);
      expect(checkDuplicates([upload, { source: 'd.pdf', sha256: 'dd', statement: { ...statement, periodFrom: '2026-11-01', periodTo: '2026-11-30' } }])).toEqual([]);
    });

    it('detects salary and rent, compares rent with the declared one', () => {
      expect(checkSalary([statement], SOURCE)).toEqual([]);
      expect(checkRent([statement], 85_000, SOURCE)).toEqual([]);
      expect(keys(checkRent([statement], 120_000, SOURCE))).toEqual(['BankAccts.Error.RentMismatch']);
      expect(keys(checkRent([statement], null, SOURCE))).toEqual(['BankAccts.Error.RentNotDeclared']);
    });

    it('reports missing salary and rent on an account without them', async () => {
      const bare = await statementOf(await renderStatement(intesa({ months: 3, salary: 0, rent: 0 }), TEMPLATES.intesaSanpaolo));
      expect(keys(checkSalary([bare], SOURCE))).toEqual(['BankAccts.Error.SalaryMissing']);
      expect(keys(checkRent([bare], 85_000, SOURCE))).toEqual(['BankAccts.Error.RentMissing']);
    });

    it('compares declared other income with detected', () => {
      const pension = (month: string) => ({ bookingDate: `2026-${month}-10`, valueDate: `2026-${month}-10`, description: 'BONIFICO INPS PENSIONE', amount: 40_000 });
      const withPension = { ...statement, transactions: [...statement.transactions, pension('08'), pension('09'), pension('10')] };
      expect(checkOtherIncome([statement], false, SOURCE)).toEqual([]);
      expect(keys(checkOtherIncome([statement], true, SOURCE))).toEqual(['BankAccts.Error.OtherIncomeNotDetected']);
      expect(keys(checkOtherIncome([withPension], false, SOURCE))).toEqual(['BankAccts.Error.OtherIncomeNotDeclared']);
    });

    it('finds recurrent costs and the average daily balance', () => {
      const costs = detectRecurrentCosts([statement]).map((series) => series.description);
      expect(costs).toEqual(expect.arrayContaining([expect.stringContaining('TIM S.P.A.'), expect.stringContaining('CANONE MENSILE CONTO')]));
      const flat = { ...statement, periodFrom: '2026-10-01', periodTo: '2026-10-10', openingBalance: 1_000, transactions: [{ bookingDate: '2026-10-06', valueDate: '2026-10-06', description: 'x', amount: 1_000 }] };
      expect(averageCashBalance(flat)).toBe(1_500);
    });
  });
});
