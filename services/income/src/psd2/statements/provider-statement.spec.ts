import type { ProviderTransaction } from '../provider/account-information.port.js';
import { statementPeriod } from '../psd2-transactions.service.js';
import { readProviderStatement, type ProviderStatementFile } from './provider-statement.js';

const booking = (bookingDate: string, amount: number, description: string, balanceAfter: number | null = null, extra: Partial<ProviderTransaction> = {}): ProviderTransaction => ({
  reference: null,
  bookingDate,
  valueDate: bookingDate,
  amount,
  currency: 'EUR',
  counterparty: null,
  description,
  balanceAfter,
  status: 'booked',
  ...extra,
});

const file = (transactions: ProviderTransaction[], balances: ProviderStatementFile['balances'] = [{ type: 'CLBD', amount: 150_000, currency: 'EUR', referenceDate: '2026-11-10' }]): ProviderStatementFile => ({
  provider: 'enable-banking',
  institution: { name: 'Intesa Sanpaolo', country: 'IT' },
  account: { iban: 'IT60X0542811101000000123456', holder: 'Giulia Verdi', name: 'Conto corrente', currency: 'EUR' },
  period: { from: '2026-09-01', to: '2026-10-31' },
  fetchedAt: '2026-11-10T09:00:00.000Z',
  balances,
  transactions,
});

describe(readProviderStatement.name, () => {
  it('takes the closing balance from the booked balance less later bookings, and the opening from it less the period’s bookings', () => {
    const { statement, findings } = readProviderStatement(
      file([
        booking('2026-09-27', 210_000, 'STIPENDIO SETTEMBRE 2026', null, { counterparty: 'ROSSI E BIANCHI SRL' }),
        booking('2026-10-02', -75_000, 'CANONE DI LOCAZIONE OTTOBRE 2026'),
        booking('2026-11-05', -2_000, 'PAGAMENTO POS CONAD'),
        booking('2026-11-09', -1_500, 'PAGAMENTO POS ESSELUNGA', null, { status: 'pending' }),
      ]),
      'doc-1',
    );
    expect(findings).toEqual([]);
    expect(statement).toMatchObject({ periodFrom: '2026-09-01', periodTo: '2026-10-31', closingBalance: 152_000, openingBalance: 17_000, holder: 'Giulia Verdi', layout: 'psd2:enable-banking' });
    expect(statement!.bank).toBeNull(); // an IBAN of a bank not in the registry (ABI 05428)
    expect(statement!.transactions.map((transaction) => transaction.description)).toEqual(['ROSSI E BIANCHI SRL STIPENDIO SETTEMBRE 2026', 'CANONE DI LOCAZIONE OTTOBRE 2026']);
  });

  it('reports running balances that do not agree with the bookings as a reconciliation error', () => {
    const { statement, findings } = readProviderStatement(
      file([booking('2026-09-27', 210_000, 'STIPENDIO', 227_000), booking('2026-10-02', -75_000, 'AFFITTO', 160_000)], [{ type: 'CLBD', amount: 152_000, currency: 'EUR', referenceDate: '2026-10-31' }]),
      'doc-1',
    );
    expect(statement).not.toBeNull();
    expect(findings).toEqual([{ key: 'BankAccts.Error.Reconciliation', level: 'error', source: 'doc-1', params: { computed: 152_000, printed: 160_000, day: '2026-10-02' } }]);
  });

  it('accepts running balances in any order within a day', () => {
    const { findings } = readProviderStatement(
      file([booking('2026-10-02', -2_000, 'POS', 150_000), booking('2026-10-02', -75_000, 'AFFITTO', 152_000)], [{ type: 'CLBD', amount: 150_000, currency: 'EUR', referenceDate: '2026-10-31' }]),
      'doc-1',
    );
    expect(findings).toEqual([]);
  });

  it('falls back on the bank’s balance after the last booking, and never guesses without any balance', () => {
    const withRunning = readProviderStatement(file([booking('2026-10-02', -75_000, 'AFFITTO', 100_000), booking('2026-10-20', -5_000, 'POS', 95_000)], []), 'doc-1');
    expect(withRunning.statement).toMatchObject({ closingBalance: 95_000, openingBalance: 175_000 });
    const without = readProviderStatement(file([booking('2026-10-02', -75_000, 'AFFITTO')], []), 'doc-1');
    expect(without).toEqual({ statement: null, missing: ['closingBalance'], findings: [{ key: 'BankAccts.Error.ParseException', level: 'error', source: 'doc-1', params: { missing: 'closingBalance' } }] });
  });
});

describe(statementPeriod.name, () => {
  it('covers the whole months before this one', () => {
    expect(statementPeriod('2026-11-10')).toEqual({ from: '2026-05-01', to: '2026-10-31' });
    expect(statementPeriod('2026-03-01', 3)).toEqual({ from: '2025-12-01', to: '2026-02-28' });
  });
});
