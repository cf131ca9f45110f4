import type { NormalisedStatement, StatementTransaction } from '../statement-types.js';
import { checkRent, detectRent } from './income-detection.js';
import { monthlyFigures } from './monthly-figures.js';

const booking = (bookingDate: string, amount: number, description: string): StatementTransaction => ({ bookingDate, valueDate: bookingDate, description, amount });

const CURRENT_ACCOUNT = 'IT60X0542811101000000123456';
const SAVINGS_ACCOUNT = 'IT60X0542811101000000654321';

/** The statement of the issue: €850 rent every month, the salary booked as €1,866.92 / €1,907.52 / €1,909.23, a utility. */
const currentAccount = (layout: string): NormalisedStatement => ({
  bank: null,
  holder: 'Mario Rossi',
  iban: CURRENT_ACCOUNT,
  fiscalCodeOrTaxId: null,
  periodFrom: '2026-07-01',
  periodTo: '2026-09-30',
  openingBalance: 100_000,
  closingBalance: 393_867,
  currency: 'EUR',
  layout,
  transactions: [
    booking('2026-07-02', -85_000, 'BONIFICO A VOSTRO CARICO A FAVORE DI GIUSEPPE VERDI CANONE DI LOCAZIONE LUGLIO 2026'),
    booking('2026-07-05', -6_000, 'ADDEBITO DIRETTO SDD ENEL ENERGIA SPA FATTURA LUCE E GAS'),
    booking('2026-07-27', 186_692, 'BONIFICO A VOSTRO FAVORE DA ROSSI E BIANCHI SRL STIPENDIO LUGLIO 2026'),
    booking('2026-08-02', -85_000, 'BONIFICO A VOSTRO CARICO A FAVORE DI GIUSEPPE VERDI CANONE DI LOCAZIONE AGOSTO 2026'),
    booking('2026-08-05', -7_000, 'ADDEBITO DIRETTO SDD ENEL ENERGIA SPA FATTURA LUCE E GAS'),
    booking('2026-08-27', 190_752, 'BONIFICO A VOSTRO FAVORE DA ROSSI E BIANCHI SRL STIPENDIO AGOSTO 2026'),
    booking('2026-09-02', -85_000, 'BONIFICO A VOSTRO CARICO A FAVORE DI GIUSEPPE VERDI CANONE DI LOCAZIONE SETTEMBRE 2026'),
    booking('2026-09-05', -6_500, 'ADDEBITO DIRETTO SDD ENEL ENERGIA SPA FATTURA LUCE E GAS'),
    booking('2026-09-27', 190_923, 'BONIFICO A VOSTRO FAVORE DA ROSSI E BIANCHI SRL STIPENDIO SETTEMBRE 2026'),
  ],
});

/** A savings account beside it: €5,000, €200 more on the 28th of each month. */
const savingsAccount: NormalisedStatement = {
  ...currentAccount('psd2:enablebanking'),
  iban: SAVINGS_ACCOUNT,
  openingBalance: 500_000,
  closingBalance: 560_000,
  transactions: ['07', '08', '09'].map((month) => booking(`2026-${month}-28`, 20_000, 'GIROCONTO DA CONTO CORRENTE')),
};

describe(monthlyFigures.name, () => {
  // the journey: the PDF statement, then the same account and a savings account connected by PSD2
  const statements = [currentAccount('intesaSanpaolo'), currentAccount('psd2:enablebanking'), savingsAccount];

  it('finds the rent paid every month although the account was read twice, and W1 agrees', () => {
    expect(detectRent(statements)?.amount).toBe(-85_000);
    expect(detectRent(statements)?.dates).toEqual(['2026-07-02', '2026-08-02', '2026-09-02']);
    expect(checkRent(statements, 85_000, 'statements')).toEqual([]);
  });

  it('gives each month what it booked and the end-of-day balances of both accounts, each day once (hand-computed)', () => {
    // current account, end-of-day balances (cents):
    //   Jul: 1×100,000 + 3×15,000 + 22×9,000 + 5×195,692 = 1,321,460
    //   Aug: 1×195,692 + 3×110,692 + 22×103,692 + 5×294,444 = 4,281,212
    //   Sep: 1×294,444 + 3×209,444 + 22×202,944 + 4×393,867 = 6,963,012
    // savings account:
    //   Jul: 27×500,000 + 4×520,000 = 15,580,000; Aug: 27×520,000 + 4×540,000 = 16,200,000; Sep: 27×540,000 + 3×560,000 = 16,260,000
    expect(monthlyFigures(statements)).toEqual([
      { month: '2026-07', days_covered: 31, balance_day_sum: 16_901_460, salary: 186_692, rent: 85_000, other_recurrent_costs: 6_000 },
      { month: '2026-08', days_covered: 31, balance_day_sum: 20_481_212, salary: 190_752, rent: 85_000, other_recurrent_costs: 7_000 },
      { month: '2026-09', days_covered: 30, balance_day_sum: 23_223_012, salary: 190_923, rent: 85_000, other_recurrent_costs: 6_500 },
    ]);
  });

  it('has no months without a reconciled statement', () => {
    expect(monthlyFigures([])).toEqual([]);
  });
});
