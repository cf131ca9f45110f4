import { isoOfPrintedDate, readPrintedFields } from './read-printed-fields.js';

// Texts as tesseract.js reads the generated card fronts (tools/documents identity-images.ts), misreads included.
const CIE_FRONT = [
  'REPUBBLICA ITALIANA CA41573XB',
  'CARTA DI IDENTITA IDENTITY CARD',
  'COGNOME / SURNAME',
  'ROSSI',
  'NOME / NAME',
  'MARIO',
  'LUOGO E DATA DI NASCITA l PLACE AND DATE OF BlRTH',
  'MILANO (MI) 01.08.1985',
  'SESSO l SEX',
  'M',
  'SCADENZA/ EXPIRY',
  '23.11.2031',
  'EMISSIONE / ISSUING',
  '23.11.2021',
].join('\n');
const PERSONALAUSWEIS_FRONT = [
  'BUNDESREPUBLIK DEUTSCHLAND L01XO0T47',
  'PERSONALAUSWEIS IDENTITY CARD',
  'Nam_e_ / Surname',
  'MULLER',
  'Vo_rnamen / Given names',
  'jURGEN HANS',
  'Geburtstag / Date of birth',
  '14.03.1979',
  'Staatsangehérigkeit/ Nationality',
  'DEUTSCH',
  'Gultlg bIS / Date of explry',
  '23.11.2031',
  'Gelwrtsort / Place of birth',
  'KOLN',
].join('\n');
/** A phone photo of the same Personalausweis: the labels unreadable, the values too uncertain to take. */
const PHOTOGRAPHED_FRONT = ['BUNDESREPUBLIK DEUTSCHLAND L01x00T47', 'PERSONALAUSWEIS IDENTITY CARD', '321311631', 'jaaceﬁms', "' mm", '13.65.1579', 'DEUTSCH', '23.11.2051"', 'xéLu'].join('\n');

describe('readPrintedFields (an ID card front)', () => {
  it.each([
    {
      case: 'the Italian CIE',
      text: CIE_FRONT,
      expected: { document_number: 'CA41573XB', surname: 'ROSSI', given_names: 'MARIO', date_of_birth: '1985-08-01', place_of_birth: 'MILANO', expiry_date: '2031-11-23' },
    },
    {
      case: 'the German Personalausweis, labels misread (Gultlg, explry, Gelwrtsort)',
      text: PERSONALAUSWEIS_FRONT,
      expected: { document_number: 'L01XO0T47', surname: 'MULLER', given_names: 'JURGEN HANS', date_of_birth: '1979-03-14', place_of_birth: 'KOLN', expiry_date: '2031-11-23' },
    },
    {
      case: 'a photographed front: only the heading’s number, no value without its label',
      text: PHOTOGRAPHED_FRONT,
      expected: { document_number: 'L01X00T47', surname: null, given_names: null, date_of_birth: null, place_of_birth: null, expiry_date: null },
    },
    {
      case: 'a label followed by another label (the value not read)',
      text: 'COGNOME / SURNAME\nNOME / NAME\nMARIO',
      expected: { document_number: null, surname: null, given_names: 'MARIO', date_of_birth: null, place_of_birth: null, expiry_date: null },
    },
    {
      case: 'a German place line and a separate birth date ("Geburtstag" is not "Geburtsort" misread)',
      text: 'Geburtsort / Place of birth\nMÜNCHEN\nGeburtstag / Date of birth\n01.02.1990',
      expected: { document_number: null, surname: null, given_names: null, date_of_birth: '1990-02-01', place_of_birth: 'MÜNCHEN', expiry_date: null },
    },
    {
      case: 'noise under a name label',
      text: 'COGNOME / SURNAME\n“1.900“! 50.“',
      expected: null,
    },
  ])('$case', ({ text, expected }) => {
    expect(readPrintedFields(text)).toEqual(expected);
  });

  it.each([
    ['01.08.1985', '1985-08-01'],
    ['01. 08. 1985', '1985-08-01'],
    ['29/02/2024', '2024-02-29'],
    ['29.02.2023', null],
    ['13.65.1579', null],
    ['1.8.1985', null],
  ])('reads the printed date %s as %s', (printed, iso) => {
    expect(isoOfPrintedDate(printed)).toBe(iso);
  });
});
