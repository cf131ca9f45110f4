import type { ContractExtraction } from '@tenant/contracts';
import { checkContractEnded, checkContractRead, checkContractType, checkEmployeeName } from './contract-checks.js';

const contract = (overrides: Partial<ContractExtraction> = {}): ContractExtraction => ({
  kind: 'contract',
  language: 'it',
  employer: 'ACME ITALIA S.R.L.',
  employee_name: 'MARIO ROSSI',
  start_date: '2024-02-01',
  end_date: null,
  contract_type: 'open-ended',
  contract_type_wording: 'tempo indeterminato',
  ...overrides,
});
const keys = (findings: { key: string; level: string }[]) => findings.map(({ key, level }) => `${key}:${level}`);

describe('work contract checks', () => {
  it.each([
    { case: 'not a contract', extraction: null, expected: ['Contract.Error.InvalidType:error'] },
    { case: 'neither type nor start read', extraction: contract({ contract_type: null, contract_type_wording: null, start_date: null }), expected: ['Contract.Error.ParseException:warning'] },
    { case: 'only the start read', extraction: contract({ contract_type: null, contract_type_wording: null }), expected: [] },
  ])('checkContractRead: $case', ({ extraction, expected }) => {
    expect(keys(checkContractRead(extraction, 'doc'))).toEqual(expected);
  });

  it.each([
    { read: contract(), declared: 'open-ended', expected: [] },
    { read: contract({ contract_type: 'close-ended' }), declared: 'open-ended', expected: ['Contract.Error.TypeMismatch:warning'] },
    { read: contract(), declared: 'close-ended', expected: ['Contract.Error.TypeMismatch:warning'] },
    // Italian apprendistato is open-ended by law, the German Ausbildung ends with the training.
    { read: contract({ contract_type: 'apprenticeship' }), declared: 'open-ended', expected: [] },
    { read: contract({ contract_type: 'apprenticeship', language: 'de' }), declared: 'open-ended', expected: ['Contract.Error.TypeMismatch:warning'] },
    { read: contract({ contract_type: null }), declared: 'open-ended', expected: [] },
    { read: contract(), declared: null, expected: [] },
  ])('checkContractType: $read.contract_type ($read.language) declared $declared', ({ read, declared, expected }) => {
    expect(keys(checkContractType(read, declared, 'doc'))).toEqual(expected);
  });

  it.each([
    { end: '2026-01-31', today: '2026-11-23', expected: ['Contract.Error.Ended:warning'] },
    { end: '2027-01-31', today: '2026-11-23', expected: [] },
    { end: null, today: '2026-11-23', expected: [] },
  ])('checkContractEnded: ending $end, today $today', ({ end, today, expected }) => {
    expect(keys(checkContractEnded(contract({ end_date: end, contract_type: 'close-ended' }), today, 'doc'))).toEqual(expected);
  });

  it.each([
    { printed: 'MARIO ROSSI', expected: [] },
    { printed: 'Giulia Bianchi', expected: ['Contract.Error.NameMismatch:warning'] },
    { printed: null, expected: [] },
  ])('checkEmployeeName: $printed', ({ printed, expected }) => {
    expect(keys(checkEmployeeName(contract({ employee_name: printed }), { firstName: 'Mario', lastName: 'Rossi' }, 'doc'))).toEqual(expected);
  });
});
