import { renderWorkContract, workContractSpec } from '@tenant/documents-fixtures';
import { parseContractDate, readContractText, readWorkContract } from './read-work-contract.js';

describe(readWorkContract.name, () => {
  it.each([
    { language: 'it' as const, type: 'open-ended' as const, end: undefined, employer: 'ROSSI E BIANCHI S.R.L.', employee: 'MARIO ROSSI', wording: 'tempo indeterminato' },
    { language: 'it' as const, type: 'close-ended' as const, end: '2026-01-31', employer: 'ROSSI E BIANCHI S.R.L.', employee: 'MARIO ROSSI', wording: 'tempo determinato' },
    { language: 'it' as const, type: 'apprenticeship' as const, end: undefined, employer: 'ROSSI E BIANCHI S.R.L.', employee: 'MARIO ROSSI', wording: 'apprendistato professionalizzante' },
    { language: 'de' as const, type: 'open-ended' as const, end: undefined, employer: 'Muster Technik GmbH', employee: 'Max Mustermann', wording: 'auf unbestimmte zeit' },
    { language: 'de' as const, type: 'close-ended' as const, end: '2025-12-31', employer: 'Muster Technik GmbH', employee: 'Max Mustermann', wording: 'befristet' },
  ])('reads a $language $type contract: employer, employee, start, type and end', async ({ language, type, end, employer, employee, wording }) => {
    const { inspection, extraction } = await readWorkContract(await renderWorkContract(workContractSpec(language, { type, end, start: '2024-02-01' })));

    expect(inspection.failure).toBeNull();
    expect(extraction).toEqual({
      kind: 'contract',
      language,
      employer,
      employee_name: employee,
      start_date: '2024-02-01',
      end_date: end ?? null,
      contract_type: type,
      contract_type_wording: wording,
    });
  });
});

describe(readContractText.name, () => {
  // Wordings the generator does not print.
  it.each([
    {
      case: 'a lettera di assunzione with a written date and "sino al"',
      text: 'LETTERA DI ASSUNZIONE\nSpett.le Sig.ra Giulia Bianchi,\nLa società Beta Servizi S.p.A., con sede in Roma, la assume a tempo determinato a decorrere dal 1° marzo 2025 sino al 28/02/2026.',
      expected: { language: 'it', employer: 'Beta Servizi S.p.A.', start_date: '2025-03-01', end_date: '2026-02-28', contract_type: 'close-ended' },
    },
    {
      case: 'a contract with "data di assunzione" and durata indeterminata',
      text: 'Contratto di lavoro subordinato\nDatore di lavoro: Gamma Srl (P.IVA 01234567890)\nLavoratore: Luca Verdi, nato a Torino\nData di assunzione: 15-09-2023\nIl contratto è a durata indeterminata.',
      expected: { employer: 'Gamma Srl', employee_name: 'Luca Verdi', start_date: '2023-09-15', end_date: null, contract_type: 'open-ended' },
    },
    {
      case: 'an Anstellungsvertrag "nicht befristet" with a written start',
      text: 'Anstellungsvertrag\nzwischen der Firma Nordlicht Software AG, Hamburg\nund Frau Erika Musterfrau\n§ 1 Das Arbeitsverhältnis beginnt am 1. April 2024 und ist nicht befristet.',
      expected: { language: 'de', employer: 'Nordlicht Software AG', employee_name: 'Erika Musterfrau', start_date: '2024-04-01', end_date: null, contract_type: 'open-ended' },
    },
    {
      case: 'a befristeter Arbeitsvertrag whose end needs no notice',
      text: 'Befristeter Arbeitsvertrag\nzwischen dem Klinikum Süd GmbH - Arbeitgeber - und Herrn Jonas Weber\nEintrittsdatum: 01.10.2025\nDas Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, am 30.09.2026.',
      expected: { start_date: '2025-10-01', end_date: '2026-09-30', contract_type: 'close-ended', employee_name: 'Jonas Weber' },
    },
    {
      case: 'an Ausbildungsvertrag',
      text: 'Berufsausbildungsvertrag (Ausbildungsvertrag nach BBiG)\nDas Berufsausbildungsverhältnis beginnt am 01.08.2025.',
      expected: { contract_type: 'apprenticeship', start_date: '2025-08-01' },
    },
    {
      case: 'an open-ended contract whose probation runs "fino al" a date',
      text: 'Contratto individuale di lavoro a tempo indeterminato con decorrenza dal 01/06/2024; periodo di prova fino al 31/07/2024.',
      expected: { contract_type: 'open-ended', start_date: '2024-06-01', end_date: null },
    },
  ])('reads $case', ({ text, expected }) => {
    expect(readContractText(text)).toMatchObject(expected);
  });

  it('reads nothing from a text that is not a work contract', () => {
    expect(readContractText('Kontoauszug Nr. 10/2026 Sparkasse KölnBonn')).toBeNull();
  });

  it.each([
    ['01/02/2024', '2024-02-01'],
    ['1.2.2024', '2024-02-01'],
    ['1° febbraio 2024', '2024-02-01'],
    ['3. März 2025', '2025-03-03'],
    ['31/02/2024', null],
    ['first of May', null],
  ])('reads the date %s as %s', (text, iso) => {
    expect(parseContractDate(text)).toBe(iso);
  });
});
