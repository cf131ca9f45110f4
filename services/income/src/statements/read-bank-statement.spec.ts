import { formatCents } from '../parsing/money.js';
import { closingBalance, renderStatement, statementSpec, TEMPLATES, type TemplateName } from '@tenant/documents-fixtures';
import { readBankStatement } from './read-bank-statement.js';

// Every template is a bank's real print (headings, columns, date and amount formats); two months
// of bookings with 25 everyday payments a month make multi-page statements with carried balances.
const CASES: { template: TemplateName; layout: string; bank: string; holder: string; months: number }[] = [
  { template: 'intesaSanpaolo', layout: 'intesa-sanpaolo', bank: 'intesa-sanpaolo', holder: 'Mario Rossi', months: 2 },
  { template: 'unicredit', layout: 'unicredit', bank: 'unicredit', holder: 'Mario Rossi', months: 2 },
  { template: 'fineco', layout: 'fineco', bank: 'fineco', holder: 'Rossi Mario', months: 2 },
  { template: 'bancoposta', layout: 'bancoposta', bank: 'bancoposta', holder: 'MARIO ROSSI', months: 2 },
  { template: 'bper', layout: 'generic', bank: 'bper', holder: 'Mario Rossi', months: 2 },
  { template: 'sparkasse', layout: 'sparkasse', bank: 'sparkasse', holder: 'Max Mustermann', months: 2 },
  { template: 'deutscheBank', layout: 'deutsche-bank', bank: 'deutsche-bank', holder: 'Max Mustermann', months: 2 },
  { template: 'ingDe', layout: 'ing-de', bank: 'ing-de', holder: 'Max Mustermann', months: 1 },
  { template: 'n26', layout: 'n26', bank: 'n26', holder: 'Max Mustermann', months: 2 },
  { template: 'volksbank', layout: 'volksbank', bank: 'volksbank', holder: 'Max Mustermann', months: 2 },
  { template: 'commerzbank', layout: 'generic', bank: 'commerzbank', holder: 'Max Mustermann', months: 2 },
];

describe(readBankStatement.name, () => {
  it.each(CASES)('reads every figure of a $template statement with the $layout layout', async ({ template, layout, bank, holder, months }) => {
    const spec = statementSpec(template, { periodTo: '2026-10-31', months, perMonth: 25, seed: 11 });
    const sut = await readBankStatement(await renderStatement(spec, TEMPLATES[template]));

    expect(sut.inspection.failure).toBeNull();
    expect(sut.inspection.pageCount).toBeGreaterThan(1);
    expect(sut.reading?.missing).toEqual([]);
    const statement = sut.reading?.statement;
    expect(statement).toMatchObject({
      layout,
      holder,
      iban: spec.iban,
      periodFrom: spec.periodFrom,
      periodTo: spec.periodTo,
      openingBalance: spec.openingBalance,
      closingBalance: closingBalance(spec),
      currency: 'EUR',
      fiscalCodeOrTaxId: spec.holder.fiscalCode ?? null,
    });
    expect(statement?.bank?.id).toBe(bank);
    expect(statement?.transactions).toEqual(
      spec.transactions.map((transaction, index) => ({
        bookingDate: transaction.bookingDate,
        valueDate: TEMPLATES[template].printsValueDate ? transaction.valueDate : transaction.bookingDate,
        description: (template === 'bancoposta' ? transaction.lines.map((line) => line.toUpperCase()) : transaction.lines).join(' '),
        amount: transaction.amount,
        // what a finding's cell points at: the booking's row and its amount as printed
        row: index + 1,
        amountText: expect.stringContaining(formatCents(Math.abs(transaction.amount))),
        balance: template === 'bper' ? closingBalance({ openingBalance: spec.openingBalance, transactions: spec.transactions.slice(0, index + 1) }) : null,
      })),
    );
    expect(statement?.closingBalanceText).toContain(formatCents(Math.abs(closingBalance(spec))));
  });
});
