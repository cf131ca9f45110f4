import type { PayslipExtraction } from '@tenant/contracts';
import type { PdfInspection } from '../../documents/pdf/pdf-types.js';
import type { NormalisedStatement } from '../../statements/statement-types.js';
import { PAYSLIP_MESSAGES } from '../payslip-messages.js';
import { checkDuplicate, checkEmployee, checkEmployerChanged, checkFiscalCode, checkPayslipFile, checkPayslipParsed, checkRecentPayslip } from './payslip-checks.js';
import { checkEmployerPaysSalary, checkNetSalary, checkPayslipCoverage } from './payslip-portfolio.js';

const payslip = (overrides: Partial<PayslipExtraction> = {}): PayslipExtraction => ({
  kind: 'payslip', layout: 'zucchetti', country: 'IT', employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'ROSSI E BIANCHI S.R.L.', employer_tax_number: null,
  period: '2025-10', gross_pay: 257_000, taxable_pay: 233_382, net_pay: 189_622, hiring_date: '2018-03-01', contract_type: 'open-ended', level: '5°', job_title: 'IMPIEGATO',
  thirteenth_month: false, fourteenth_month: false, ...overrides,
});
const keys = (findings: { key: string }[]) => findings.map((finding) => finding.key);
const inspection = (failure: PdfInspection['failure']) => ({ failure, sizeBytes: 30_000_000 }) as PdfInspection;
const statement = (transactions: NormalisedStatement['transactions'], periodFrom = '2025-10-01', periodTo = '2025-10-31') =>
  ({ periodFrom, periodTo, transactions }) as NormalisedStatement;
const salary = (date: string, amount: number, description = 'BONIFICO A VOSTRO FAVORE DA ROSSI E BIANCHI SRL STIPENDIO OTTOBRE') => ({ bookingDate: date, valueDate: date, description, amount });

describe('payslip checks', () => {
  it('levels every key: errors block, not recent / coverage / salary mismatch are warnings', () => {
    expect(Object.entries(PAYSLIP_MESSAGES).filter(([, level]) => level === 'warning').map(([key]) => key)).toEqual(['Payslip.Warning.NotRecent', 'Payslip.Warning.Coverage', 'Payslip.Warning.SalaryMismatch', 'Payslip.Warning.EmployerChanged']);
  });

  it.each([
    ['not-pdf', 'Payslip.Error.InvalidType'],
    ['scan', 'Payslip.Error.InvalidType'],
    ['locked', 'Upload.Error.Locked'],
    ['truncated', 'Upload.Error.Truncated'],
    ['corrupt', 'Upload.Error.Corrupted'],
    ['empty', 'Upload.Error.EmptyFile'],
    ['too-large', 'Upload.Error.MaxFileSize'],
  ] as const)('refuses a %s file with %s', (failure, key) => {
    expect(keys(checkPayslipFile(inspection(failure), 'p'))).toEqual([key]);
  });

  it('needs period and net pay', () => {
    expect(checkPayslipParsed({ payslip: payslip(), missing: [], text: '' }, 'p')).toEqual([]);
    expect(checkPayslipParsed({ payslip: null, missing: ['net_pay'], text: '' }, 'p')).toEqual([{ key: 'Payslip.Error.ParseException', level: 'error', source: 'p', params: { missing: 'net_pay' } }]);
  });

  it.each([
    ['ROSSI MARIO', 'Mario', 'Rossi', []],
    ['Rossi Mario Giuseppe', 'Mario', 'Rossi', []],
    ['NICOLÒ DE ANDRÈ', 'Nicolo', 'De Andre', []],
    ['BIANCHI ANNA', 'Mario', 'Rossi', ['Payslip.Error.NameMismatch']],
    [null, 'Mario', 'Rossi', ['Payslip.Error.NameMismatch']],
  ])('employee %s vs %s %s', (employeeName, firstName, lastName, expected) => {
    expect(keys(checkEmployee(payslip({ employee_name: employeeName }), { firstName, lastName }, 'p'))).toEqual(expected);
  });

  it('finds the employee in the payslip text when the name box was read as something else', () => {
    const text = 'CSC NAPOLI\nBARISTA\nROSSI MARIO\nVIA ROMA 1 80100 NAPOLI\nNETTO DEL MESE 1.234,00';
    expect(checkEmployee(payslip({ employee_name: 'BARISTA' }), { firstName: 'Mario', lastName: 'Rossi' }, 'p', text)).toEqual([]);
    expect(keys(checkEmployee(payslip({ employee_name: 'BARISTA' }), { firstName: 'Anna', lastName: 'Bianchi' }, 'p', text))).toEqual(['Payslip.Error.NameMismatch']);
  });

  it.each([
    ['RSSMRA85M01F205T', 'rssmra85m01f205t', []],
    ['RSSMRA85M01F205T', 'BNCNNA90A41H501X', ['Payslip.Error.FiscalCodeMismatch']],
    [null, 'BNCNNA90A41H501X', []],
    ['RSSMRA85M01F205T', null, []],
  ])('fiscal code %s vs the applicant %s', (taxId, applicant, expected) => {
    expect(keys(checkFiscalCode(payslip({ tax_id: taxId }), applicant, 'p'))).toEqual(expected);
  });

  it.each([
    ['2025-10', '2026-01-20', []],
    ['2025-09', '2026-01-20', ['Payslip.Warning.NotRecent']],
  ])('payslip of %s on %s', (period, today, expected) => {
    expect(keys(checkRecentPayslip(payslip({ period }), today, 'p'))).toEqual(expected);
  });

  it('finds duplicates by bytes and by employee and month, not a separate 13th month payslip', () => {
    const earlier = [{ sha256: 'aa', payslip: payslip() }];
    expect(keys(checkDuplicate({ sha256: 'aa', payslip: null }, earlier, 'p'))).toEqual(['Payslip.Error.Duplicate']);
    expect(keys(checkDuplicate({ sha256: 'bb', payslip: payslip() }, earlier, 'p'))).toEqual(['Payslip.Error.Duplicate']);
    expect(checkDuplicate({ sha256: 'bb', payslip: payslip({ thirteenth_month: true }) }, earlier, 'p')).toEqual([]);
    expect(checkDuplicate({ sha256: 'bb', payslip: payslip({ period: '2025-09' }) }, earlier, 'p')).toEqual([]);
  });

  it.each([
    ['the same employer', 'Rossi e Bianchi Srl', [payslip()], []],
    ['another legal form spelling', 'ROSSI E BIANCHI S.p.A.', [payslip()], []],
    ['another employer', 'VERDI COSTRUZIONI S.P.A.', [payslip()], ['Payslip.Warning.EmployerChanged']],
    ['the new employer again after a change', 'VERDI COSTRUZIONI S.P.A.', [payslip(), payslip({ employer_name: 'Verdi Costruzioni SpA' })], []],
    ['the first payslip', 'VERDI COSTRUZIONI S.P.A.', [], []],
    ['no employer read on the earlier one', 'VERDI COSTRUZIONI S.P.A.', [payslip({ employer_name: null })], []],
  ])('employer changed across the applicant’s payslips: %s', (_case, employerName, earlier, expected) => {
    const findings = checkEmployerChanged(payslip({ employer_name: employerName }), earlier.map((other) => ({ sha256: 'aa', payslip: other })), 'p');
    expect(keys(findings)).toEqual(expected);
    expect(findings.every((finding) => finding.level === 'warning')).toBe(true);
  });

  it('names both employers in the warning', () => {
    expect(checkEmployerChanged(payslip({ employer_name: 'VERDI COSTRUZIONI S.P.A.' }), [{ sha256: 'aa', payslip: payslip() }], 'p')).toEqual([
      { key: 'Payslip.Warning.EmployerChanged', level: 'warning', source: 'p', params: { employer: 'VERDI COSTRUZIONI S.P.A.', expected: 'ROSSI E BIANCHI S.R.L.' } },
    ]);
  });

  it('covers the 3 months ending with the newest payslip', () => {
    const uploads = ['2025-08', '2025-09', '2025-10'].map((period) => ({ source: period, payslip: payslip({ period }) }));
    expect(checkPayslipCoverage(uploads)).toEqual([]);
    expect(checkPayslipCoverage([uploads[0], uploads[2]])).toEqual([{ key: 'Payslip.Warning.Coverage', level: 'warning', source: '2025-10', params: { months: 3, missing: '2025-09' } }]);
  });

  it.each([
    ['the employer pays the salary', salary('2025-10-27', 189_622), []],
    ['another payer', salary('2025-10-27', 189_622, 'BONIFICO A VOSTRO FAVORE DA VERDI COSTRUZIONI SPA STIPENDIO'), ['Payslip.Error.EmployerMismatch']],
    ['no payer printed', salary('2025-10-27', 189_622, 'STIPENDIO OTTOBRE'), []],
    ['another payer by the 15th of the next month', salary('2025-11-10', 189_622, 'BONIFICO A VOSTRO FAVORE DA VERDI COSTRUZIONI SPA STIPENDIO'), ['Payslip.Error.EmployerMismatch']],
    ['another payer in another month (a change of job)', salary('2025-09-27', 189_622, 'BONIFICO A VOSTRO FAVORE DA VERDI COSTRUZIONI SPA STIPENDIO'), []],
  ])('employer vs the salary payer: %s', (_case, credit, expected) => {
    expect(keys(checkEmployerPaysSalary([{ source: 'p', payslip: payslip() }], [statement([credit], '2025-09-01', '2025-11-30')]))).toEqual(expected);
  });

  it('after a change of job each payslip is checked against its own month’s payer', () => {
    const credits = [salary('2025-09-27', 180_000), salary('2025-10-27', 195_000, 'BONIFICO A VOSTRO FAVORE DA VERDI COSTRUZIONI SPA STIPENDIO OTTOBRE')];
    const uploads = [
      { source: 'september', payslip: payslip({ period: '2025-09' }) },
      { source: 'october', payslip: payslip({ employer_name: 'VERDI COSTRUZIONI S.P.A.' }) },
    ];
    expect(checkEmployerPaysSalary(uploads, [statement(credits, '2025-09-01', '2025-10-31')])).toEqual([]);
    const someoneElses = [{ source: 'october', payslip: payslip({ employer_name: 'BIANCHI LOGISTICA SRL' }) }];
    expect(keys(checkEmployerPaysSalary(someoneElses, [statement(credits, '2025-09-01', '2025-10-31')]))).toEqual(['Payslip.Error.EmployerMismatch']);
  });

  it.each([
    ['equal', 189_622, []],
    ['within 5 %', 181_000, []],
    ['more than 5 % less', 170_000, ['Payslip.Warning.SalaryMismatch']],
  ])('net pay vs the salary credited: %s', (_case, amount, expected) => {
    expect(keys(checkNetSalary([{ source: 'p', payslip: payslip() }], [statement([salary('2025-10-27', amount)])]))).toEqual(expected);
  });

  it('pays on the 10th of the next month, and skips months no statement covers', () => {
    const november = statement([salary('2025-11-10', 189_622)], '2025-10-01', '2025-11-30');
    expect(checkNetSalary([{ source: 'p', payslip: payslip() }], [november])).toEqual([]);
    expect(checkNetSalary([{ source: 'p', payslip: payslip({ period: '2025-06' }) }], [november])).toEqual([]);
  });
});
