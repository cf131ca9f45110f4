import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { fiscalCode } from '../identifiers.js';
import { anonymiseItems, type CorpusItem } from './anonymise.js';

const item = (text: string, x: number, y = 100): CorpusItem => ({ page: 1, x, y, width: text.length * 5, fontSize: 9, text });

describe('anonymiseItems', () => {
  const source = [
    item('Herrn Max', 40, 80),
    item('Mustermann', 90, 80),
    item('Hauptstr. 12', 40, 92),
    item('IBAN DE89 3704', 40),
    item('0044 0532 0130 00', 120),
    item('Kontonummer 532013000', 40, 112),
    item('Codice fiscale RSSMRA85M01F205T', 40, 124),
    item('01.10.2026', 40, 140),
    item('Gutschrift von MUSTERMANN MAX', 100, 140),
    item('1.234,56', 400, 140),
    item('Steuer-ID 86095742719', 40, 152),
  ];
  const { items, replaced, leftovers } = anonymiseItems(source, ['Max Mustermann', 'Hauptstr. 12']);
  const text = items.map((each) => each.text).join(' | ');

  it('gives the IBAN a new account number with valid check digits at the same bank, even when split over items', () => {
    const iban = electronicFormatIBAN(`${items[3].text.slice(5)}${items[4].text}`) ?? '';
    expect(iban).toMatch(/^DE\d{2}37040044/);
    expect(iban).not.toBe('DE89370400440532013000');
    expect(isValidIBAN(iban)).toBe(true);
    expect(items[5].text).toBe(`Kontonummer ${iban.slice(-9)}`); // the bare account number, as long as printed
  });

  it('replaces fiscal codes and tax ids by valid ones, names and addresses consistently, and keeps amounts and dates', () => {
    const code = /[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]/.exec(items[6].text)?.[0] ?? '';
    expect(code).not.toBe('RSSMRA85M01F205T');
    expect(fiscalCode(code.slice(0, 15))).toBe(code);
    expect(items[10].text).not.toContain('86095742719');
    expect(text).not.toMatch(/mustermann|hauptstr|\bmax\b/i);
    expect(items[8].text.split(' ').slice(2).join(' ')).toBe(`${items[1].text.toUpperCase()} ${items[0].text.split(' ')[1].toUpperCase()}`);
    expect(items.map((each) => [each.x, each.y, each.width, each.text.length])).toEqual(source.map((each) => [each.x, each.y, each.width, each.text.length]));
    expect(items[7].text).toBe('01.10.2026');
    expect(items[9].text).toBe('1.234,56');
    expect(replaced).toMatchObject({ iban: 1, fiscalCode: 1, taxId: 1, account: 1 });
    expect(leftovers).toEqual([]);
  });
});
