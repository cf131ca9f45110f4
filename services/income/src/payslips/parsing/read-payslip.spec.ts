import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { readPayslip } from './read-payslip.js';

/** Lines as text-lines.ts groups them: each cell a [x, text] pair; lines 12 pt apart. */
const lines = (...rows: [number, string][][]): PdfLine[] =>
  rows.map((cells, index) => ({
    page: 1,
    y: 40 + index * 12,
    cells: cells.map(([x, text]) => ({ x, right: x + text.length * 4.2, text })),
    text: cells.map(([, text]) => text).join(' '),
  }));

describe('readPayslip on layouts the generator does not draw', () => {
  it('reads run-together labels and values beside them (a text dump of a Zucchetti LUL page)', () => {
    const reading = readPayslip(
      lines(
        [[30, 'ROSSI E BIANCHI S.R.L.'], [300, 'Partita IVA 04123456784']],
        [[30, 'COGNOMEENOME'], [120, 'ROSSI MARIO']],
        [[30, 'Codice Fiscale'], [120, 'RSSMRA85M01F205T'], [300, 'Data Assunzione'], [380, '01-03-2018']],
        [[30, 'PERIODO DI RETRIBUZIONE Ottobre 2025']],
        [[30, 'Z50000'], [80, '13ª MENSILITÀ'], [420, '2.450,00']],
        [[30, 'TOTALE COMPETENZE'], [160, '5.020,00'], [300, 'TOTALE TRATTENUTE'], [430, '1.300,10']],
        [[30, 'NETTO DEL MESE'], [430, '3.719,90 €']],
      ),
    );
    expect(reading.payslip).toMatchObject({
      layout: 'zucchetti', country: 'IT', employee_name: 'ROSSI MARIO', tax_id: 'RSSMRA85M01F205T', employer_name: 'ROSSI E BIANCHI S.R.L.', employer_tax_number: '04123456784',
      period: '2025-10', gross_pay: 502_000, net_pay: 371_990, hiring_date: '2018-03-01', thirteenth_month: true, fourteenth_month: false,
      taxable_pay: null, level: null, contract_type: null,
    });
  });

  it('takes the employee from the address window and a grouped Steuer-ID of another software (generic extractor)', () => {
    const reading = readPayslip(
      lines(
        [[40, 'Bäckerei Schmidt GmbH · Marktplatz 3 · 80331 München']],
        [[40, 'Frau'], [330, 'Gehaltsabrechnung 09/2025']],
        [[40, 'Erika Musterfrau'], [330, 'Steuer-IdNr.'], [420, '86 095 742 719']],
        [[40, 'Sonnenweg 9'], [330, 'Eintritt am'], [420, '15.01.2021']],
        [[40, '80331 München'], [330, 'befristet bis 31.12.2026']],
        [[40, 'Brutto'], [420, '2.900,00']],
        [[40, 'Urlaubsgeld'], [420, '500,00']],
        [[40, 'Auszahlung'], [420, '2.011,45']],
      ),
    );
    expect(reading.payslip).toMatchObject({
      layout: 'generic', country: 'DE', employee_name: 'Erika Musterfrau', tax_id: '86095742719', employer_name: 'Bäckerei Schmidt GmbH', period: '2025-09',
      gross_pay: 290_000, net_pay: 201_145, hiring_date: '2021-01-15', contract_type: 'close-ended', fourteenth_month: true, thirteenth_month: false,
    });
  });

  it('does not take the accruals box for a 13th month, nor a codice fiscale with a wrong check character', () => {
    const reading = readPayslip(
      lines(
        [[30, 'Cognome e nome: BIANCHI ANNA'], [300, 'Codice fiscale: BNCNNA90A41H501A']],
        [[30, 'Mese di retribuzione: 03/2025']],
        [[30, 'Ratei 13ª mensilità maturati 3,00'], [300, 'Ratei 14ª 9,00']],
        [[30, 'Netto in busta'], [430, '1.500,00']],
      ),
    );
    expect(reading.payslip).toMatchObject({ employee_name: 'BIANCHI ANNA', tax_id: null, period: '2025-03', net_pay: 150_000, thirteenth_month: false, fourteenth_month: false });
  });

  it('lists what is missing when there is no pay period or net pay', () => {
    const reading = readPayslip(lines([[30, 'Fattura n. 12 del 03/10/2025']], [[30, 'Totale documento'], [400, '120,00']]));
    expect(reading.payslip).toBeNull();
    expect(reading.missing).toEqual(['period', 'net_pay']);
  });
});
