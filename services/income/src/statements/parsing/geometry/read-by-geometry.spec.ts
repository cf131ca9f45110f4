import { germanIban, italianIban, spacedIban } from '@tenant/documents-fixtures';
import type { PdfTextItem } from '../../../documents/pdf/pdf-types.js';
import { groupLines } from '../../../documents/pdf/text-lines.js';
import { readStatement } from '../read-statement.js';
import { readByGeometry } from './read-by-geometry.js';

/** A printed line: its y and its runs of text as [x, text] (about 4.5 points a character at 9 points). */
type Row = [number, ...[number, string][]];
const page = (rows: Row[], pageNumber = 1): PdfTextItem[] =>
  rows.flatMap(([y, ...runs]) => runs.map(([x, text]) => ({ page: pageNumber, x, y, width: text.length * 4.5, fontSize: 9, text })));
/** An amount right-aligned at `right`. */
const at = (right: number, text: string): [number, string] => [right - text.length * 4.5, text];
const read = (rows: Row[]) => readByGeometry(groupLines(page(rows)));
const bookings = (reading: { transactions: { bookingDate: string; amount: number }[] }) => reading.transactions.map(({ bookingDate, amount }) => [bookingDate, amount]);

describe('reading a statement by its geometry', () => {
  it('reads debit and credit columns without a header, the amount printed before its balance label (BancoPosta)', () => {
    const reading = read([
      [100, [40, '31/10/26'], at(320, '468,80'), [325, 'SALDO INIZIALE']],
      [112, [40, '02/11/26'], [90, '02/11/26'], at(220, '16,82'), [325, 'PAGAMENTO POS COOP']],
      [124, [40, '05/11/26'], [90, '05/11/26'], [280, '1.500,00 BONIFICO DA ROSSI']],
      [136, [325, 'PER STIPENDIO']],
      [148, [40, '30/11/26'], at(320, '1.951,98'), [325, 'SALDO FINALE']],
    ]);
    expect(reading.reconciled).toBe(true);
    expect([reading.opening?.cents, reading.closing?.cents]).toEqual([46880, 195198]);
    expect(bookings(reading)).toEqual([
      ['2026-11-02', -1682],
      ['2026-11-05', 150000],
    ]);
    expect(reading.transactions[1].description).toBe('BONIFICO DA ROSSI PER STIPENDIO');
    expect(reading.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('finds balances whose labels do not start the line: an address before them, "Dein", a date after them, a heading over the figure', () => {
    const reading = read([
      [60, [40, 'Max Mustermann'], [300, 'Dein alter Kontostand'], at(540, '+1.000,00€')],
      [72, [40, 'Musterweg 1'], [300, 'Neuer Saldo per 31.10.2026']],
      [84, [300, 'EUR'], at(540, '+1.050,00')],
      [100, [40, 'Kontoauszug vom 01.10.2026 bis 31.10.2026']],
      [130, [40, '01.10.2026'], [100, 'Gehalt Oktober'], at(540, '+2.000,00')],
      [142, [40, '03.10.2026'], [100, 'Miete Oktober'], at(540, '-1.950,00')],
    ]);
    expect(reading.reconciled).toBe(true);
    expect([reading.opening?.cents, reading.closing?.cents]).toEqual([100000, 105000]);
  });

  it('takes the period that holds the bookings, not a fee or interest line printed the same way', () => {
    const reading = read([
      [60, [40, 'Alter Saldo'], at(540, '500,00 H')],
      [100, [40, '01.10.2026'], [100, 'Depotentgelt vom 01.01.2026 bis 31.12.2026'], at(540, '12,00 S')],
      [112, [40, '15.10.2026'], [100, 'Zinsen vom 01.07.2026 bis 30.09.2026'], at(540, '2,00 H')],
      [124, [40, 'Kontoauszug vom 01.10.2026 bis 31.10.2026']],
      [140, [40, 'Neuer Saldo'], at(540, '490,00 H')],
    ]);
    expect(reading.reconciled).toBe(true);
    expect(reading.period).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(reading.statementPeriods).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]);
  });

  it('signs an unsigned amount column by the running balance beside it', () => {
    const reading = read([
      [60, [40, 'Saldo iniziale'], at(540, '1.000,00')],
      [80, [40, 'Data'], [100, 'Descrizione'], [380, 'Importo'], [500, 'Saldo']],
      [100, [40, '02/10/2026'], [100, 'Accredito'], at(420, '300,00'), at(540, '1.300,00')],
      [112, [40, '04/10/2026'], [100, 'Pagamento'], at(420, '50,00'), at(540, '1.250,00')],
      [130, [40, 'Saldo finale'], at(540, '1.250,00')],
    ]);
    expect(reading.reconciled).toBe(true);
    expect(bookings(reading)).toEqual([
      ['2026-10-02', 30000],
      ['2026-10-04', -5000],
    ]);
  });

  it('says a reading that does not add up is not reconciled', () => {
    const reading = read([
      [60, [40, 'Saldo iniziale'], at(540, '1.000,00')],
      [100, [40, '02.10.2026'], [100, 'Pagamento'], at(540, '-50,00')],
      [130, [40, 'Saldo finale'], at(540, '990,00')],
    ]);
    expect(reading.reconciled).toBe(false);
  });
});

describe('choosing among the readers', () => {
  it('reads a statement whose letterhead names a bank with a layout of its own, printed another way (Intesa with DARE / AVERE)', () => {
    const iban = italianIban('03069', '09606', '100000012345');
    const reading = readStatement(
      groupLines(
        page([
          [40, [40, 'Intesa Sanpaolo S.p.A.']],
          [60, [40, `IBAN ${spacedIban(iban)}`]],
          [72, [40, 'Estratto conto dal 01/10/2026 al 31/10/2026']],
          [100, [40, 'Data'], [100, 'Valuta'], [160, 'Descrizione'], [420, 'DARE'], [500, 'AVERE']],
          [112, [160, 'Saldo iniziale'], at(540, '2.000,00')],
          [124, [40, '01/10/2026'], [100, '01/10/2026'], [160, 'Pagamento POS'], at(450, '45,99')],
          [136, [40, '27/10/2026'], [100, '27/10/2026'], [160, 'Stipendio ottobre'], at(540, '1.800,00')],
          [148, [160, 'Saldo finale'], at(540, '3.754,01')],
        ]),
      ),
    );
    expect(reading.statement).toMatchObject({ iban, layout: 'geometry', openingBalance: 200000, closingBalance: 375401, periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(reading.statement?.transactions.map(({ amount }) => amount)).toEqual([-4599, 180000]);
  });

  it('keeps the bank layout reading when nothing adds up, so the figures are reported as not reconciled', () => {
    const iban = germanIban('10010010', '1234567890');
    const reading = readStatement(
      groupLines(
        page([
          [60, [40, `IBAN ${spacedIban(iban)}`]],
          [72, [40, 'Kontoauszug vom 01.10.2026 bis 31.10.2026']],
          [90, [40, 'Buchungstag'], [160, 'Verwendungszweck'], [480, 'Betrag']],
          [100, [40, 'Alter Kontostand'], at(540, '1.000,00')],
          [112, [40, '02.10.2026'], [160, 'Kartenzahlung'], at(540, '-50,00')],
          [124, [40, 'Neuer Kontostand'], at(540, '990,00')],
        ]),
      ),
    );
    expect(reading.statement).not.toBeNull();
    expect(reading.statement && reading.statement.openingBalance + reading.statement.transactions.reduce((sum, { amount }) => sum + amount, 0)).not.toBe(reading.statement?.closingBalance);
  });
});
