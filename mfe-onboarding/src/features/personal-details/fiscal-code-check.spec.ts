import { checkFiscalCode } from './fiscal-code-check.js';

// RSSMRA90C52F205N: Maria Rossi, born 12/03/1990 in Milano (F205); RSSMRA90C52Z112V: born in Germany.
describe(checkFiscalCode.name, () => {
  it('finds nothing when code, date and place agree (case and accents aside)', async () => {
    await expect(checkFiscalCode('rssmra 90c52 f205n', '12/03/1990', 'milano')).resolves.toEqual([]);
  });

  it('says when the date of birth disagrees, with the date the code holds', async () => {
    await expect(checkFiscalCode('RSSMRA90C52F205N', '13/03/1990', 'Milano')).resolves.toEqual([{ kind: 'date', date: '12/03/1990' }]);
  });

  it('says when the place of birth disagrees, with the municipality the code holds', async () => {
    await expect(checkFiscalCode('RSSMRA90C52F205N', '12/03/1990', 'Torino')).resolves.toEqual([{ kind: 'place', place: 'MILANO (MI)' }]);
  });

  it('says when the check character is wrong', async () => {
    await expect(checkFiscalCode('RSSMRA90C52F205X', '12/03/1990', 'Milano')).resolves.toEqual([{ kind: 'check-character' }]);
  });

  it('does not compare a town with the country of someone born abroad', async () => {
    await expect(checkFiscalCode('RSSMRA90C52Z112V', '12/03/1990', 'Berlin')).resolves.toEqual([]);
  });

  it('waits for a complete code', async () => {
    await expect(checkFiscalCode('RSSMRA90', '12/03/1990', 'Milano')).resolves.toEqual([]);
  });
});
