import {
  fiscalCode,
  GERMAN_TAXPAYER,
  germanFiscalSpec,
  italianFiscalSpec,
  ITALIAN_TAXPAYER,
  render730,
  renderCertificazioneUnica,
  renderEinkommensteuerbescheid,
  renderLohnsteuerbescheinigung,
  renderRedditiPf,
} from '@tenant/documents-fixtures';
import { linesOf } from '../documents/reading/test-lines.js';
import { readFiscalDocument, readFiscalLines } from './read-fiscal-document.js';

const CF = ITALIAN_TAXPAYER.fiscalCode ?? '';
const ID = GERMAN_TAXPAYER.steuerId ?? '';

describe(readFiscalDocument.name, () => {
  // Gross and net per form (fiscal README): CU punti 1-3 less 21, 22, 26, 27; 730/Redditi reddito
  // complessivo less imposta netta and addizionali; LStB line 3 less 4-7 and the employee's social
  // contributions; Bescheid Summe der Einkünfte less the Festsetzung row.
  const it2025 = italianFiscalSpec();
  const redditi = italianFiscalSpec({ gross: 4_530_000, incomeTax: 1_120_000, surcharge: 76_500, localTax: 36_000 });
  const de2025 = germanFiscalSpec();
  const social = de2025.social ?? { pension: 0, health: 0, care: 0, unemployment: 0 };
  const de2024 = germanFiscalSpec({ year: 2024 });
  it.each([
    {
      form: 'certificazione_unica',
      render: () => renderCertificazioneUnica(it2025),
      year: 2025,
      gross: it2025.gross,
      net: it2025.gross - it2025.incomeTax - it2025.surcharge - it2025.localTax,
      taxId: CF,
      kind: 'codice_fiscale',
      name: 'MARIO ROSSI',
      employer: 'ROSSI E BIANCHI S.R.L.',
    },
    { form: 'modello_730', render: () => render730(it2025), year: 2025, gross: 3_245_000, net: 3_245_000 - 682_100 - 56_000 - 24_500, taxId: CF, kind: 'codice_fiscale', name: 'ROSSI MARIO', employer: null },
    { form: 'redditi_pf', render: () => renderRedditiPf(redditi), year: 2025, gross: 4_530_000, net: 4_530_000 - 1_120_000 - 76_500 - 36_000, taxId: CF, kind: 'codice_fiscale', name: 'MARIO ROSSI', employer: null },
    {
      form: 'lohnsteuerbescheinigung',
      render: () => renderLohnsteuerbescheinigung(de2025),
      year: 2025,
      gross: de2025.gross,
      net: de2025.gross - de2025.incomeTax - de2025.surcharge - de2025.localTax - social.pension - social.health - social.care - social.unemployment,
      taxId: ID,
      kind: 'steuer_id',
      name: null,
      employer: 'Muster Technik GmbH',
    },
    {
      form: 'einkommensteuerbescheid',
      render: () => renderEinkommensteuerbescheid(de2024),
      year: 2024,
      gross: de2024.gross,
      net: de2024.gross - de2024.incomeTax - de2024.surcharge - de2024.localTax,
      taxId: ID,
      kind: 'steuer_id',
      name: null,
      employer: null,
    },
  ])('reads the $form: year, gross, net, tax id, taxpayer and employer', async ({ form, render, year, gross, net, taxId, kind, name, employer }) => {
    const { inspection, reading } = await readFiscalDocument(await render());

    expect(inspection.failure).toBeNull();
    expect(reading?.missing).toEqual([]);
    expect(reading?.extraction).toEqual({
      kind: 'fiscal',
      form,
      reference_year: year,
      gross_annual_income: gross,
      net_annual_income: net,
      deductions: gross - net,
      tax_id: taxId,
      tax_id_kind: kind,
      tax_id_valid: true,
      taxpayer_name: name,
      employer,
    });
  }, 20_000);

  it('reads the year of an older form and another person’s code as printed', async () => {
    const other = fiscalCode('BNCGLI90A41H501');
    const { reading } = await readFiscalDocument(await renderCertificazioneUnica(italianFiscalSpec({ year: 2022, taxpayer: { ...ITALIAN_TAXPAYER, fiscalCode: other, surname: 'BIANCHI', givenName: 'GIULIA' } })));

    expect(reading?.extraction).toMatchObject({ reference_year: 2022, tax_id: other, tax_id_valid: true, taxpayer_name: 'GIULIA BIANCHI' });
  });

  it('reports an image-only PDF as a failure of the file, not as a reading', async () => {
    const { imageOnlyStatement } = await import('@tenant/documents-fixtures');
    const { inspection, reading } = await readFiscalDocument(await imageOnlyStatement(1));

    expect(inspection.failure).toBe('scan');
    expect(reading).toBeNull();
  });
});

describe(readFiscalLines.name, () => {
  // Wordings and placements the generator does not print: values after the label, other spellings,
  // no thousands separators, several income boxes, an eTIN instead of the Identifikationsnummer.
  it.each([
    {
      case: 'a CU with inline values, "punto" numbers and both employment boxes',
      rows: [
        ['CERTIFICAZIONE UNICA 2025'],
        ["Anno d'imposta 2024"],
        ['DATI RELATIVI AL DIPENDENTE, PENSIONATO O ALTRO PERCETTORE DELLE SOMME'],
        [`Codice fiscale ${CF}`],
        ['Punto 1 Redditi di lavoro dipendente e assimilati: 18000,00'],
        ['Punto 2 Redditi di lavoro dipendente e assimilati (determinato): 6000,00'],
        ['Punto 21 Ritenute IRPEF: 4.100,00'],
        ['Punto 30 Ritenute Irpef sospese: 999,00'],
      ],
      expected: { form: 'certificazione_unica', reference_year: 2024, gross_annual_income: 2_400_000, net_annual_income: 1_990_000, tax_id: CF },
    },
    {
      case: 'a 730 with cents and the year in "periodo d’imposta"',
      rows: [['Modello 730-3 prospetto di liquidazione'], ['Periodo d’imposta 2024'], ['Codice fiscale del dichiarante', CF], ['Reddito complessivo', '27.310,00'], ['Imposta netta', '5.102,00']],
      expected: { form: 'modello_730', reference_year: 2024, gross_annual_income: 2_731_000, net_annual_income: 2_220_800 },
    },
    {
      case: 'a Lohnsteuerbescheinigung with the value in the label cell and an unspaced IdNr',
      rows: [
        ['Ausdruck der elektronischen Lohnsteuerbescheinigung für 2024'],
        [`Identifikationsnummer: ${ID}`],
        ['3. Bruttoarbeitslohn einschl. Sachbezüge ohne 9. und 10. 41.000,00'],
        ['4. Einbehaltene Lohnsteuer von 3. 5.000,00'],
      ],
      expected: { form: 'lohnsteuerbescheinigung', reference_year: 2024, gross_annual_income: 4_100_000, net_annual_income: 3_600_000, tax_id: ID, tax_id_kind: 'steuer_id' },
    },
    {
      case: 'a Lohnsteuerbescheinigung with an eTIN only',
      rows: [['Ausdruck der elektronischen Lohnsteuerbescheinigung für 2024'], ['eTIN: MSTRMXAS14MAR86'], ['3.', 'Bruttoarbeitslohn', '30.000,00']],
      expected: { tax_id: 'MSTRMXAS14MAR86', tax_id_kind: 'etin', tax_id_valid: null, net_annual_income: null },
    },
    {
      case: 'an Einkommensteuerbescheid with its heading on two lines and a Kirchensteuer column',
      rows: [['Bescheid für 2023'], ['über Einkommensteuer und Solidaritätszuschlag'], ['Festgesetzt werden', '6.000,00', '0,00'], ['Summe der Einkünfte', '38.000']],
      expected: { form: 'einkommensteuerbescheid', reference_year: 2023, gross_annual_income: 3_800_000, net_annual_income: 3_200_000 },
    },
    {
      case: 'a code with a wrong check character',
      rows: [['Certificazione Unica 2026'], ['Dati relativi al dipendente'], [`Codice fiscale ${CF.slice(0, 15)}${CF.endsWith('A') ? 'B' : 'A'}`], ['1 Redditi di lavoro dipendente e assimilati', '20.000,00']],
      expected: { tax_id_valid: false, reference_year: 2025 },
    },
  ])('reads $case', ({ rows, expected }) => {
    expect(readFiscalLines(linesOf(rows)).extraction).toMatchObject(expected);
  });

  it.each([
    { case: 'a payslip', rows: [['Cedolino paga ottobre 2026'], ['Netto in busta', '1.850,00']], layout: null, missing: [] },
    { case: 'a CU without an income box', rows: [['Certificazione Unica 2026'], ['21 Ritenute Irpef', '1.000,00']], layout: 'certificazione_unica', missing: ['gross_annual_income'] },
    { case: 'a Bescheid without a year', rows: [['Bescheid über Einkommensteuer'], ['Summe der Einkünfte', '38.000']], layout: null, missing: [] },
  ])('reads nothing from $case', ({ rows, layout, missing }) => {
    const reading = readFiscalLines(linesOf(rows));

    expect(reading.layout?.form ?? null).toBe(layout);
    expect(reading.extraction).toBeNull();
    expect(reading.missing).toEqual(missing);
  });
});
