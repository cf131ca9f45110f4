import {
  encryptedStatement, imageOnlyStatement, mergeStatements, privateUseTextLayer, renderStatement, resavedByEditor, statementSpec, TEMPLATES, truncatedBytes,
} from '@tenant/documents-fixtures';
import { bankById, UNLISTED_BANK } from '../bank-registry.js';
import { readBankStatement } from '../read-bank-statement.js';
import { formatCents } from '../../parsing/money.js';
import { STATEMENT_MESSAGES, type Finding } from '../statement-messages.js';
import type { NormalisedStatement, StatementField } from '../statement-types.js';
import { checkFileReadable, checkTampering } from './file-checks.js';
import { averageCashBalance, checkIncome, checkOtherIncome, checkRent, detectRecurrentCosts } from './income-detection.js';
import { checkCoverage, checkDuplicates } from './portfolio-checks.js';
import { checkChosenBank, checkHolder, checkLegalValue, checkMerged, checkParsed, checkNotTooOld, checkReconciliation, checkRecent, checkTaxId, checkWholeMonths } from './statement-checks.js';

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
    ['a text layer of private-use glyphs (a broken font map)', async () => privateUseTextLayer(await renderStatement(intesa(), TEMPLATES.intesaSanpaolo)), 'BankAccts.Error.NotOriginal.Scan'],
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

  it('points a failed reconciliation at the closing balance when the layout prints no running balance', async () => {
    const spec = intesa();
    const edited = await statementOf(await renderStatement(spec, TEMPLATES.intesaSanpaolo, { printedAmounts: { 1: spec.transactions[1].amount - 10_000 } }));
    const [reconciliation] = checkReconciliation(edited, SOURCE);
    expect(reconciliation.cells).toEqual([{ row: edited.transactions.length + 1, text: formatCents(edited.closingBalance) }]);
  });

  it('points a failed reconciliation at the first booking that breaks the running balance', async () => {
    const spec = statementSpec('bper', { periodTo: '2026-10-31' });
    const edited = await statementOf(await renderStatement(spec, TEMPLATES.bper, { printedAmounts: { 3: spec.transactions[3].amount + 5_000 } }));
    expect(edited.transactions.slice(0, 3).every((transaction) => typeof transaction.balance === 'number')).toBe(true);
    const [reconciliation] = checkReconciliation(edited, SOURCE);
    expect(reconciliation.cells).toEqual([{ row: 4, text: edited.transactions[3].amountText }]);
    expect(edited.transactions[3].amountText).toContain(formatCents(Math.abs(spec.transactions[3].amount + 5_000)));
  });

  it.each([
    ['no running balance: the closing balance as printed, the row after the last booking', { closingBalanceText: '999,00' }, [{ row: 3, text: '999,00' }]],
    ['a running balance broken on the second booking', { balances: [1_100, 1_300] }, [{ row: 2, text: '+1,00' }]],
    ['a running balance that holds to the end: the closing balance', { balances: [1_100, 1_200], closingBalanceText: '999,00' }, [{ row: 3, text: '999,00' }]],
    ['nothing printed to point at', {}, []],
  ])('reconciliation cells: %s', (_case, { balances, closingBalanceText }: { balances?: number[]; closingBalanceText?: string }, expected) => {
    const booking = (row: number, amount: number) => ({ bookingDate: '2026-10-0' + row, valueDate: '2026-10-0' + row, description: 'x', amount, row, amountText: `+${amount / 100},00`, balance: balances?.[row - 1] ?? null });
    const statement = { bank: null, holder: null, iban: 'IT', fiscalCodeOrTaxId: null, periodFrom: '2026-10-01', periodTo: '2026-10-31', openingBalance: 1_000, closingBalance: 99_900, closingBalanceText, currency: 'EUR', layout: 'generic', transactions: [booking(1, 100), booking(2, 100)] };
    expect(checkReconciliation(statement, SOURCE)[0].cells).toEqual(expected);
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

  it('names the parts of the statement not found, as field names the screens translate', () => {
    const reading = { statement: null, missing: ['iban', 'openingBalance'] as StatementField[], accountIbans: [], periods: [], openingBalanceLines: 0, text: 'Estratto conto\n01.10.2026 PAGAMENTO POS 45,99' };
    expect(checkParsed(reading, SOURCE)).toEqual([{ key: 'BankAccts.Error.ParseException', level: 'error', source: SOURCE, params: { missing: 'iban, openingBalance' } }]);
  });

  it('calls a text layer without a single date or amount a scan: the font gives letters for the digits printed', () => {
    const reading = { statement: null, missing: ['iban', 'period'] as StatementField[], accountIbans: [], periods: [], openingBalanceLines: 0, text: 'hontoauszugW mostbank diro extra plus vom 02K04K20NS bis 02K0SK20NS' };
    expect(keys(checkParsed(reading, SOURCE))).toEqual(['BankAccts.Error.NotOriginal.Scan']);
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

    it('finds the holder in the address window when no label names it, and only the applicant there', () => {
      const unlabelled = { ...statement, holder: null, heading: 'IN CASO DI RESO RESTITUIRE A:\nVIA ROMA 1\nMARIO ROSSI\nVIA GARIBALDI 12\n20121 MILANO MI' };
      expect(checkHolder(unlabelled, { firstName: 'Mario', lastName: 'Rossi' }, SOURCE)).toEqual([]);
      expect(keys(checkHolder(unlabelled, { firstName: 'Anna', lastName: 'Bianchi' }, SOURCE))).toEqual(['BankAccts.Error.NameMismatch']);
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

    // On 2026-11-23 the newest statement may end on 2026-10-09 at the earliest, so the months needed
    // can start on 2026-07-01 (3 months) or 2026-04-01 (6): a monthly statement ending in July still
    // counts, one ending in June does not.
    it.each([
      ['2026-08-31', 3, []],
      ['2026-07-31', 3, []],
      ['2026-06-30', 3, ['BankAccts.Error.NotRecent']],
      ['2026-04-30', 6, []],
      ['2026-03-31', 6, ['BankAccts.Error.NotRecent']],
    ])('counts a statement ending on %s toward %i months', (periodTo, months, expected) => {
      expect(keys(checkNotTooOld({ ...statement, periodFrom: `${periodTo.slice(0, 7)}-01`, periodTo }, '2026-11-23', months, SOURCE))).toEqual(expected);
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

    it('covers three months with statements a bank closes on the next business day (DKB: 02.08.–02.09., …)', () => {
      const closedOnTheSecond = [['2026-08-04', '2026-09-02'], ['2026-09-03', '2026-10-02'], ['2026-10-03', '2026-11-02']].map(([periodFrom, periodTo]) => ({ ...statement, periodFrom, periodTo }));
      expect(checkCoverage(closedOnTheSecond, false, SOURCE)).toEqual([]);
      expect(keys(checkCoverage([closedOnTheSecond[0], closedOnTheSecond[2]], false, SOURCE))).toEqual(['BankAccts.Error.Coverage']);
    });

    it('finds duplicates by bytes and by account and period', () => {
      const upload = { source: 'a.pdf', sha256: 'aa', statement };
      expect(checkDuplicates([upload, { ...upload, source: 'b.pdf', sha256: 'bb' }])).toEqual([expect.objectContaining({ key: 'BankAccts.Error.Duplicate', source: 'b.pdf' })]);
      expect(checkDuplicates([upload, { source: 'c.pdf', sha256: 'aa', statement: null }])).toHaveLength(1);
      expect(checkDuplicates([upload, { source: 'd.pdf', sha256: 'dd', statement: { ...statement, periodFrom: '2026-11-01', periodTo: '2026-11-30' } }])).toEqual([]);
    });

    it('detects salary and rent, compares rent with the declared one', () => {
      expect(checkIncome([statement], SOURCE)).toEqual([]);
      expect(checkRent([statement], 85_000, SOURCE)).toEqual([]);
      expect(keys(checkRent([statement], 120_000, SOURCE))).toEqual(['BankAccts.Error.RentMismatch']);
      expect(keys(checkRent([statement], null, SOURCE))).toEqual(['BankAccts.Error.RentNotDeclared']);
    });

    it('points a rent mismatch at the rent bookings, as printed', () => {
      const rentRows = statement.transactions.filter((transaction) => /affitto|locazione/i.test(transaction.description));
      expect(rentRows).toHaveLength(3);
      const [mismatch] = checkRent([statement], 120_000, SOURCE);
      expect(mismatch.cells).toEqual(rentRows.map((transaction) => ({ row: transaction.row, text: transaction.amountText })));
      expect(mismatch.cells?.every((cell) => cell.text.includes('850,00'))).toBe(true);
    });

    it('points a duplicate at the bookings the earlier upload already holds', () => {
      const later = { ...statement, periodFrom: '2026-10-01', transactions: statement.transactions.filter((transaction) => transaction.bookingDate >= '2026-10-01') };
      const [duplicate] = checkDuplicates([
        { source: 'a.pdf', sha256: 'aa', statement },
        { source: 'b.pdf', sha256: 'bb', statement: later },
      ]);
      expect(duplicate.cells).toEqual(later.transactions.map((transaction) => ({ row: transaction.row, text: transaction.amountText })));
    });

    it('reports missing salary and rent on an account without them', async () => {
      const bare = await statementOf(await renderStatement(intesa({ months: 3, salary: 0, rent: 0 }), TEMPLATES.intesaSanpaolo));
      expect(keys(checkRent([bare], 85_000, SOURCE))).toEqual(['BankAccts.Error.RentMissing']);
    });

    const booked = (day: string, description: string, amount: number) => ({ bookingDate: day, valueDate: day, description, amount, row: 1, amountText: `+${amount / 100},00` });
    const INCOME_CASES: { case: string; credits: ReturnType<typeof booked>[]; expected: string[] }[] = [
      { case: 'a monthly salary', credits: [booked('2026-09-27', 'STIPENDIO SETTEMBRE', 215_000), booked('2026-10-27', 'STIPENDIO OTTOBRE', 215_000)], expected: [] },
      { case: 'one salary credit (one month is enough)', credits: [booked('2026-10-27', 'Gehalt Oktober', 215_000)], expected: [] },
      { case: 'salary credits 35 days apart (still monthly)', credits: [booked('2026-09-22', 'STIPENDIO', 215_000), booked('2026-10-27', 'STIPENDIO', 215_000)], expected: [] },
      { case: 'salary-worded credits 36 days apart, nothing else', credits: [booked('2026-09-21', 'STIPENDIO', 215_000), booked('2026-10-27', 'STIPENDIO', 215_000)], expected: ['BankAccts.Error.NoIncomeDetected'] },
      { case: 'no salary, a pension', credits: [booked('2026-10-01', 'ACCREDITO PENSIONE INPS', 90_000)], expected: ['BankAccts.Error.SalaryMissing'] },
      { case: 'no salary, a monthly payer', credits: [booked('2026-09-10', 'BONIFICO DA STUDIO VERDI', 50_000), booked('2026-10-10', 'BONIFICO DA STUDIO VERDI', 50_000)], expected: ['BankAccts.Error.SalaryMissing'] },
      { case: 'one credit from a payer, once', credits: [booked('2026-10-10', 'BONIFICO DA STUDIO VERDI', 50_000)], expected: ['BankAccts.Error.NoIncomeDetected'] },
      { case: 'nothing credited at all', credits: [], expected: ['BankAccts.Error.NoIncomeDetected'] },
    ];

    it.each(INCOME_CASES)('tells a missing salary from no income at all: $case', ({ credits, expected }) => {
      const debitsOnly = { ...statement, transactions: [...statement.transactions.filter((transaction) => transaction.amount < 0), ...credits] };
      expect(keys(checkIncome([debitsOnly], SOURCE))).toEqual(expected);
    });

    const credit = (month: string, description: string, amount = 40_000) => ({ bookingDate: `2026-${month}-10`, valueDate: `2026-${month}-10`, description, amount, row: 90 + Number(month), amountText: `+${amount / 100},00` });
    const monthly = (description: string, amount?: number) => ['08', '09', '10'].map((month) => credit(month, description, amount));
    const OTHER_INCOME_CASES: { case: string; credits: ReturnType<typeof credit>[]; declared: string[] | null; expected: [string, string][] }[] = [
      { case: 'nothing declared, nothing found', credits: [], declared: [], expected: [] },
      { case: 'not answered yet', credits: monthly('BONIFICO INPS PENSIONE'), declared: null, expected: [] },
      { case: 'an INPS pension declared and found', credits: monthly('BONIFICO INPS PENSIONE 08/2026'), declared: ['pension'], expected: [] },
      { case: 'a German Rente declared and found', credits: monthly('Gutschrift Deutsche Rentenversicherung Rente 2026'), declared: ['pension'], expected: [] },
      { case: 'a pension found, not declared', credits: monthly('ACCREDITO PENSIONE INPS'), declared: [], expected: [['BankAccts.Error.OtherIncomeNotDeclared', 'pension']] },
      { case: 'a pension declared, not found', credits: [], declared: ['pension'], expected: [['BankAccts.Error.OtherIncomeNotDetected', 'pension']] },
      { case: 'rent received from a tenant, not declared', credits: monthly('BONIFICO DA BIANCHI LUCA CANONE DI LOCAZIONE VIA PO 3', 65_000), declared: [], expected: [['BankAccts.Error.OtherIncomeNotDeclared', 'rental property']] },
      { case: 'Mieteinnahme declared and found', credits: monthly('Mieteinnahme Wohnung 2 OG Schmidt', 72_000), declared: ['rental property'], expected: [] },
      { case: 'assegno di mantenimento declared and found', credits: monthly('BONIFICO ASSEGNO DI MANTENIMENTO FIGLI', 30_000), declared: ['alimony'], expected: [] },
      { case: 'Unterhalt found, not declared', credits: monthly('Kindesunterhalt Mai Müller', 45_000), declared: [], expected: [['BankAccts.Error.OtherIncomeNotDeclared', 'alimony']] },
      { case: 'a relative ("parente") is no pension', credits: monthly('BONIFICO DA PARENTE ROSSI'), declared: [], expected: [] },
      { case: "'other' satisfied by a monthly payer", credits: monthly('BONIFICO DA STUDIO VERDI COLLABORAZIONE', 50_000), declared: ['other'], expected: [] },
      { case: "'other' declared, nothing recurring", credits: [credit('09', 'BONIFICO DA STUDIO VERDI')], declared: ['other'], expected: [['BankAccts.Error.OtherIncomeNotDetected', 'other']] },
      { case: 'an unnamed monthly credit is never reported as undeclared', credits: monthly('BONIFICO DA ROSSI ANNA'), declared: [], expected: [] },
      {
        case: 'two declared, one found',
        credits: monthly('Altersrente Deutsche Rentenversicherung'),
        declared: ['pension', 'alimony'],
        expected: [['BankAccts.Error.OtherIncomeNotDetected', 'alimony']],
      },
    ];

    it.each(OTHER_INCOME_CASES)('compares other income declared with detected: $case', ({ credits, declared, expected }) => {
      const withCredits = { ...statement, transactions: [...statement.transactions, ...credits] };
      const findings = checkOtherIncome([withCredits], { otherIncomes: declared ?? [], otherIncomesAnswered: declared !== null }, SOURCE);
      expect(findings.map((finding) => [finding.key, finding.params?.income])).toEqual(expected);
    });

    it('points an undeclared other income at its credits', () => {
      const withPension = { ...statement, transactions: [...statement.transactions, ...monthly('ACCREDITO PENSIONE INPS')] };
      const [undeclared] = checkOtherIncome([withPension], { otherIncomes: [], otherIncomesAnswered: true }, SOURCE);
      expect(undeclared.cells).toEqual([
        { row: 98, text: '+400,00' },
        { row: 99, text: '+400,00' },
        { row: 100, text: '+400,00' },
      ]);
    });

    it('finds recurrent costs and the average daily balance', () => {
      const costs = detectRecurrentCosts([statement]).map((series) => series.description);
      expect(costs).toEqual(expect.arrayContaining([expect.stringContaining('TIM S.P.A.'), expect.stringContaining('CANONE MENSILE CONTO')]));
      const flat = { ...statement, periodFrom: '2026-10-01', periodTo: '2026-10-10', openingBalance: 1_000, transactions: [{ bookingDate: '2026-10-06', valueDate: '2026-10-06', description: 'x', amount: 1_000 }] };
      expect(averageCashBalance(flat)).toBe(1_500);
    });
  });
});
