import { identityExtractionOf } from '../identity-extraction.js';
import { readMrzOfReadings } from './read-mrz.js';

/** A Swiss ID card's back (TD1) whose document number S0002068 passes its check digit 8 read with 8 for the S too. */
const td1 = (number: string, surname = 'VADIS') => [`IDCHE${number}<8<<<<<<<<<<<<<<<`, '8102287F1301014CHE<<<<<<<<<<<4', `${surname}<<QUO`.padEnd(30, '<')];

describe('fields the OCR readings disagree on where no check digit can tell', () => {
  it('settles a document number by the readings that support it, a look-alike counting half (a 5 speaks for S, not for 8)', () => {
    const reading = readMrzOfReadings([td1('80002068'), td1('50002068'), td1('S0002068'), td1('50002068')]);
    expect(reading?.result.fields.documentNumber).toBe('S0002068');
    expect(reading?.doubtful).toEqual([]);
  });

  it('keeps the number the readings support most though another value passes the check digit too', () => {
    const reading = readMrzOfReadings([td1('80002068'), td1('80002068'), td1('S0002068'), td1('80002068')]);
    expect(reading?.result.fields.documentNumber).toBe('80002068');
    expect(reading?.doubtful).toEqual([]);
  });

  it('marks the number doubtful where S and 8 (alike in the check digit) are supported alike', () => {
    const reading = readMrzOfReadings([td1('80002068'), td1('S0002068'), td1('80002068'), td1('S0002068')]);
    expect(reading?.doubtful).toEqual(['documentNumber']);
    // every check digit passes, yet the reading is not shown as verified
    expect(reading && identityExtractionOf({ mrz: reading, text: null, legible: true, mrzSeen: true }, { idType: 'ID_CARD', side: 'back' }, '2026-11-28').check_digits_valid).toBe(false);
  });

  it('marks the names doubtful where the readings split evenly on a letter (no check digit covers names)', () => {
    expect(readMrzOfReadings([td1('S0002068', 'VADIS'), td1('S0002068', 'VAOIS'), td1('S0002068', 'VADIS'), td1('S0002068', 'VAOIS')])?.doubtful).toEqual(['names']);
    expect(readMrzOfReadings([td1('S0002068', 'VADIS'), td1('S0002068', 'VAOIS'), td1('S0002068', 'VADIS'), td1('S0002068', 'VADIS')])).toMatchObject({ doubtful: [], result: { fields: { lastName: 'VADIS' } } });
  });
});
