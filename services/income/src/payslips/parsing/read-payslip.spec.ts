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

  it('reads a model of a recognised software by the wording of every software (a TeamSystem LUL: MESE RETRIBUITO, TOTALE LORDO, NETTO BUSTA)', () => {
    const reading = readPayslip(
      lines(
        [[30, 'Ditta']],
        [[50, 'SAN VINCENZO SRL']],
        [[30, 'MESE RETRIBUITO'], [120, 'COD. AZI'], [300, 'COGNOME E NOME']],
        [[30, 'DICEMBRE'], [80, '2024'], [120, '5014'], [300, 'ROSSI MARIO']],
        [[30, 'TOTALE LORDO'], [420, '22 8,00']],
        [[45, '3.299,02'], [110, '2.499,00']],
        [[30, 'IRPEF ERARIO'], [300, 'ARR. ATTUALE'], [360, 'NETTO BUSTA']],
        [[50, '150,69'], [320, '0,17'], [372, '2.800,00'], [430, 'GIORNO DI RIPOSO']],
        [[30, 'Teamsystem S.p.A., Autorizzazione Inail n.34023323']],
      ),
    );
    expect(reading.payslip).toMatchObject({ layout: 'teamsystem', period: '2024-12', gross_pay: 329_902, net_pay: 280_000, employer_name: 'SAN VINCENZO SRL', employee_name: 'ROSSI MARIO' });
  });

  it('files a separate 13th month payslip under December and marks it as one', () => {
    const reading = readPayslip(
      lines([[30, 'Cognome e nome: BIANCHI ANNA']], [[30, 'Periodo: 13.MA 2019']], [[30, 'Z00001'], [80, 'Retribuzione'], [420, '1.850,00']], [[30, 'Netto a pagare'], [420, '1.402,33']]),
    );
    expect(reading.payslip).toMatchObject({ period: '2019-12', net_pay: 140_233, thirteenth_month: true, fourteenth_month: false });
  });

  it('takes the pay period from the header when no label names it (a form whose labels are not in the text layer, a date range)', () => {
    const german = readPayslip(
      lines(
        [[40, 'Eintritt am 1. Januar 2020']],
        [[300, 'für Oktober 2023'], [420, '23.10.2023']],
        [[40, 'Gesamtbrutto'], [140, 'SteuerPfl.Brutto']],
        [[40, '3.565,00'], [140, '3.565,00']],
        [[300, 'Auszahlungsbetrag:'], [420, '2.707,06']],
      ),
    );
    expect(german.payslip).toMatchObject({ country: 'DE', period: '2023-10', gross_pay: 356_500, net_pay: 270_706 });
    const ranged = readPayslip(lines([[10, '02.03.-31.03.2026'], [170, 'Tätigkeit:']], [[230, 'Abrechnungs-Monat']], [[230, 'März']], [[350, 'Auszahlungsbetrag:'], [510, '1.990,80']]));
    expect(ranged.payslip).toMatchObject({ period: '2026-03', net_pay: 199_080 });
  });

  it('takes the header\'s month when another column\'s figure stands far left on its line (a CSC Libro unico 13th month slip)', () => {
    const reading = readPayslip(
      lines(
        [[17, 'LIBRO UNICO DEL LAVORO DL. 112/2008'], [446, 'DATA: 16/01/2019']],
        [[24, '24'], [463, 'DICEMBRE'], [535, '2018']],
        [[40, "850 13 MENSILITA' 86,00+ 8,44173 725,99+"]],
        [[40, 'TOTALE COMPETENZE'], [300, '725,99+']],
        [[400, 'TOTALE NETTO']],
        [[400, '507,00+']],
      ),
    );
    expect(reading.payslip).toMatchObject({ period: '2018-12', gross_pay: 72_599, net_pay: 50_700, thirteenth_month: true });
    // a day written out with its month in one run is still no period
    expect(readPayslip(lines([[40, 'Eintritt am 1. Januar 2020']], [[40, 'Auszahlungsbetrag:'], [200, '1.990,80']])).missing).toEqual(['period']);
  });

  it('reads labels whose spaces the form\'s font prints as "s" (Zucchetti Libro unico: NETTOsDELsMESE)', () => {
    const reading = readPayslip(
      lines(
        [[30, 'PERIODOsDIsRETRIBUZIONE'], [300, 'Ottobre 2023']],
        [[30, 'RATEI'], [300, 'TOTALEsCOMPETENZE'], [430, '1.456,99']],
        [[300, 'TOTALEsTRATTENUTE'], [430, '224,52']],
        [[300, 'NETTOsDELsMESE']],
        [[300, '1.233,00 €']],
      ),
    );
    expect(reading.payslip).toMatchObject({ layout: 'zucchetti', period: '2023-10', gross_pay: 145_699, net_pay: 123_300 });
  });

  it('lists what is missing when there is no pay period or net pay', () => {
    const reading = readPayslip(lines([[30, 'Fattura n. 12 del 03/10/2025']], [[30, 'Totale documento'], [400, '120,00']]));
    expect(reading.payslip).toBeNull();
    expect(reading.missing).toEqual(['period', 'net_pay']);
  });
});
