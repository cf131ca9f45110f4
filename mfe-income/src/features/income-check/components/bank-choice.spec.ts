import type { BankListItem } from '@tenant/contracts';
import { bankOfStatements } from './bank-choice.js';

const bank = (id: string, name: string, abi: string): BankListItem => ({ id, name, bank_abi: abi, country: 'IT', bank_yapily_id: null, metadata: null, source: 'pdf' });
const BANKS = [bank('intesa', 'Intesa Sanpaolo', '03069'), bank('fineco', 'FinecoBank', '03015'), bank('fineco-2', 'Fineco (ex)', '03015')];

describe(bankOfStatements.name, () => {
  it('is null before any statement, so the applicant chooses', () => {
    expect(bankOfStatements(BANKS, [])).toBeNull();
  });

  it('takes the bank of the newest statement after a reload (issue 22)', () => {
    expect(bankOfStatements(BANKS, [{ bank_abi: '03015', bank_name: 'FinecoBank' }, { bank_abi: '03069', bank_name: 'Intesa Sanpaolo' }])).toBe('intesa');
  });

  it('tells banks that share an abi apart by name, and keeps the unlisted bank', () => {
    expect(bankOfStatements(BANKS, [{ bank_abi: '03015', bank_name: 'Fineco (ex)' }])).toBe('fineco-2');
    expect(bankOfStatements(BANKS, [{ bank_abi: '00000', bank_name: null }])).toBe('00000');
  });
});
