import { storable, storableText } from './storable-text.js';

describe(storable.name, () => {
  it('removes NUL and the other control characters a text layer has no use for, keeping tabs and line breaks', () => {
    expect(storableText('BONIFICO A\u0000 VOSTRO\u0004 CARICO\u007f\u0085')).toBe('BONIFICO A VOSTRO CARICO');
    expect(storableText('Riga 1\nRiga 2\r\n\tfine')).toBe('Riga 1\nRiga 2\r\n\tfine');
  });

  it('replaces a lone surrogate half by U+FFFD and keeps a whole pair', () => {
    expect(storableText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(storableText('Müller 💸')).toBe('Müller 💸');
  });

  it('cleans every string of a parse result, keys included, and leaves the rest as it is', () => {
    const parsedAt = new Date('2026-11-01T00:00:00Z');
    const result = { findings: [{ key: 'BankAccts.Error.NameMismatch', params: { printed: 'Ma\u0000rio' }, cells: [{ row: 1, text: '1.00\u0000' }] }], figures: null, amount: 1250, reconciled: true, parsedAt, ['x\u0000']: 'y' };

    expect(storable(result)).toEqual({ findings: [{ key: 'BankAccts.Error.NameMismatch', params: { printed: 'Mario' }, cells: [{ row: 1, text: '1.00' }] }], figures: null, amount: 1250, reconciled: true, parsedAt, x: 'y' });
  });
});
