import { checkFiscalCode, fiscalCodeNameLetters, fiscalCodeSurnameLetters, isBlockingDisagreement } from './fiscal-code-check.js';

// RSSMRA90C52F205N: Maria Rossi, born 12/03/1990 in Milano (F205); RSSMRA90C52Z112V: born in Germany.
const maria = { fiscalCode: 'RSSMRA90C52F205N', firstName: 'Maria', lastName: 'Rossi', dateOfBirth: '12/03/1990', placeOfBirth: 'Milano' };

describe(checkFiscalCode.name, () => {
  it('finds nothing when names, code, date and place agree (case, spaces and accents aside)', async () => {
    await expect(checkFiscalCode({ ...maria, fiscalCode: 'rssmra 90c52 f205n', firstName: 'MARÌA', placeOfBirth: 'milano' })).resolves.toEqual([]);
  });

  it('says when the code belongs to another name: BNCLCU85M01F205P (Luca Bianchi) for Mario Rossi (issue 22)', async () => {
    await expect(checkFiscalCode({ fiscalCode: 'BNCLCU85M01F205P', firstName: 'Mario', lastName: 'Rossi', dateOfBirth: '01/08/1985', placeOfBirth: 'Milano' })).resolves.toEqual([
      { kind: 'surname', letters: 'BNC' },
      { kind: 'name', letters: 'LCU' },
    ]);
    await expect(checkFiscalCode({ fiscalCode: 'BNCLCU85M01F205P', firstName: 'Luca', lastName: 'Bianchi', dateOfBirth: '01/08/1985', placeOfBirth: 'Milano' })).resolves.toEqual([]);
  });

  it('says when the date of birth disagrees, with the date the code holds', async () => {
    await expect(checkFiscalCode({ ...maria, dateOfBirth: '13/03/1990' })).resolves.toEqual([{ kind: 'date', date: '12/03/1990' }]);
  });

  it('says when the place of birth disagrees, with the municipality the code holds (a warning only)', async () => {
    const found = await checkFiscalCode({ ...maria, placeOfBirth: 'Torino' });
    expect(found).toEqual([{ kind: 'place', place: 'MILANO (MI)' }]);
    expect(found.filter(isBlockingDisagreement)).toEqual([]);
  });

  it('says when the check character is wrong', async () => {
    await expect(checkFiscalCode({ ...maria, fiscalCode: 'RSSMRA90C52F205X' })).resolves.toEqual([{ kind: 'check-character' }]);
  });

  it('does not compare a town with the country of someone born abroad', async () => {
    await expect(checkFiscalCode({ ...maria, fiscalCode: 'RSSMRA90C52Z112V', placeOfBirth: 'Berlin' })).resolves.toEqual([]);
  });

  it('waits for a complete code, and compares only the names it is given', async () => {
    await expect(checkFiscalCode({ ...maria, fiscalCode: 'RSSMRA90' })).resolves.toEqual([]);
    await expect(checkFiscalCode({ ...maria, firstName: '', lastName: null })).resolves.toEqual([]);
  });
});

describe('the letters of the names', () => {
  it.each([
    ['Rossi', 'RSS'],
    ['Fo', 'FOX'],
    ['De Luca', 'DLC'],
    ["D'Amico", 'DMC'],
    ['Rè', 'REX'],
  ])('surname %s gives %s', async (surname, letters) => expect(await fiscalCodeSurnameLetters(surname)).toBe(letters));

  it.each([
    ['Mario', 'MRA'],
    ['Luca', 'LCU'],
    ['Gianfranco', 'GFR'],
    ['Federico', 'FRC'],
    ['Anna Maria', 'NMR'],
    ['Al', 'LAX'],
  ])('first name %s gives %s', async (name, letters) => expect(await fiscalCodeNameLetters(name)).toBe(letters));
});
