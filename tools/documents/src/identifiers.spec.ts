import { isValidIBAN } from 'ibantools';
import { fiscalCode, germanIban, italianIban } from './identifiers.js';

describe('identifiers', () => {
  it('computes the CIN of an Italian BBAN and the IBAN check digits', () => {
    expect(italianIban('05428', '11101', '000000123456')).toBe('IT60X0542811101000000123456');
    expect(isValidIBAN(italianIban('03069', '01600', '100000012345'))).toBe(true);
  });

  it('builds German IBANs with valid check digits', () => {
    expect(germanIban('37040044', '0532013000')).toBe('DE89370400440532013000');
  });

  it('completes a codice fiscale with its check character', () => {
    expect(fiscalCode('RSSMRA85M01H501')).toBe('RSSMRA85M01H501Q');
  });
});
