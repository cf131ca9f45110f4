import type { FiscalExtraction } from '@tenant/contracts';
import { checkFiscalCode, checkFiscalRead, checkTaxpayerName, checkTooOld, freshUntil } from './fiscal-checks.js';
import { CERTIFICAZIONE_UNICA } from '../layouts/italian-fiscal-layouts.js';

const CF = 'RSSMRA85M01F205T';
const extraction = (overrides: Partial<FiscalExtraction> = {}): FiscalExtraction => ({
  kind: 'fiscal',
  form: 'certificazione_unica',
  reference_year: 2025,
  gross_annual_income: 3_245_000,
  net_annual_income: 2_482_450,
  deductions: 762_550,
  tax_id: CF,
  tax_id_kind: 'codice_fiscale',
  tax_id_valid: true,
  taxpayer_name: 'MARIO ROSSI',
  employer: 'ACME ITALIA S.R.L.',
  ...overrides,
});
const keys = (findings: { key: string; level: string }[]) => findings.map(({ key, level }) => `${key}:${level}`);

describe('fiscal checks', () => {
  it.each([
    { case: 'not a fiscal form', reading: { layout: null, extraction: null, missing: [] }, expected: ['Fiscal.Error.InvalidType:error'] },
    { case: 'a CU without its income', reading: { layout: CERTIFICAZIONE_UNICA, extraction: null, missing: ['gross_annual_income'] }, expected: ['Fiscal.Error.ParseException:error'] },
    { case: 'a CU read', reading: { layout: CERTIFICAZIONE_UNICA, extraction: extraction(), missing: [] }, expected: [] },
  ])('checkFiscalRead: $case', ({ reading, expected }) => {
    expect(keys(checkFiscalRead(reading, 'doc'))).toEqual(expected);
  });

  // 1.5 years from the end of the tax year: a 2025 declaration is fine until 30 June 2027.
  it.each([
    { year: 2025, today: '2026-11-23', expected: [] },
    { year: 2025, today: '2027-06-30', expected: [] },
    { year: 2025, today: '2027-07-01', expected: ['Fiscal.Error.TooOld:warning'] },
    { year: 2023, today: '2026-11-23', expected: ['Fiscal.Error.TooOld:warning'] },
  ])('checkTooOld: a $year declaration on $today', ({ year, today, expected }) => {
    expect(keys(checkTooOld(extraction({ reference_year: year }), today, 'doc'))).toEqual(expected);
  });

  it('freshUntil is the end of June two years after the tax year', () => {
    expect(freshUntil(2024)).toBe('2026-06-30');
  });

  it.each([
    { case: 'the applicant’s own code', printed: {}, applicant: CF, expected: [] },
    { case: 'the same code with spaces and lower case', printed: {}, applicant: 'rssmra 85m01 f205t', expected: [] },
    { case: 'another person’s code', printed: { tax_id: 'BNCGLI90A41H501P' }, applicant: CF, expected: ['Fiscal.Error.FiscalCodeMismatch:error'] },
    { case: 'a code failing its check character', printed: { tax_id: 'RSSMRA85M01F205A', tax_id_valid: false }, applicant: CF, expected: ['Fiscal.Error.FiscalCodeInvalid:error'] },
    { case: 'no applicant code known', printed: { tax_id: 'BNCGLI90A41H501P' }, applicant: null, expected: [] },
    { case: 'a Steuer-ID against an Italian code', printed: { tax_id: '86095742719', tax_id_kind: 'steuer_id' as const }, applicant: CF, expected: [] },
    { case: 'another Steuer-ID', printed: { tax_id: '86095742719', tax_id_kind: 'steuer_id' as const }, applicant: '65929970489', expected: ['Fiscal.Error.FiscalCodeMismatch:error'] },
    { case: 'an eTIN', printed: { tax_id: 'MSTRMXAS14MAR86', tax_id_kind: 'etin' as const, tax_id_valid: null }, applicant: CF, expected: [] },
    { case: 'no printed code', printed: { tax_id: null, tax_id_kind: null, tax_id_valid: null }, applicant: CF, expected: [] },
  ])('checkFiscalCode: $case', ({ printed, applicant, expected }) => {
    expect(keys(checkFiscalCode(extraction(printed), applicant, 'doc'))).toEqual(expected);
  });

  it.each([
    { case: 'the applicant, surname first', printed: 'ROSSI MARIO', applicant: { firstName: 'Mario', lastName: 'Rossi' }, expected: [] },
    { case: 'with accents and a middle name', printed: 'NICOLÒ GIUSEPPE DE ANDRÈ', applicant: { firstName: 'Nicolo', lastName: 'De Andre' }, expected: [] },
    { case: 'someone else', printed: 'GIULIA BIANCHI', applicant: { firstName: 'Mario', lastName: 'Rossi' }, expected: ['Fiscal.Error.NameMismatch:error'] },
    { case: 'a form without the name', printed: null, applicant: { firstName: 'Mario', lastName: 'Rossi' }, expected: [] },
    { case: 'an applicant without a name yet', printed: 'GIULIA BIANCHI', applicant: { firstName: null, lastName: null }, expected: [] },
  ])('checkTaxpayerName: $case', ({ printed, applicant, expected }) => {
    expect(keys(checkTaxpayerName(extraction({ taxpayer_name: printed }), applicant, 'doc'))).toEqual(expected);
  });
});
