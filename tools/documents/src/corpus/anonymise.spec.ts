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
    item('IT60 X054 2811 1010 0000 0123 456', 40, 164),
    item('X', 40, 176),
    item('05428 11101 000000123456', 52, 176),
  ];
  const { items, replaced, leftovers } = anonymiseItems(source, ['Max Mustermann', 'Hauptstr. 12']);
  const text = items.map((each) => each.text).join(' | ');

  it('gives the IBAN a new account number with valid check digits at the same bank, even when split over items', () => {
    const iban = electronicFormatIBAN(`${items[3].text.slice(5)}${items[4].text}`) ?? '';
    expect(iban).toMatch(/^DE\d{2}37040044/);
    expect(iban).not.toBe('DE89370400440532013000');
    expect(isValidIBAN(iban)).toBe(true);
    const italian = electronicFormatIBAN(items[11].text) ?? '';
    expect(italian).toMatch(/^IT\d{2}[A-Z]0542811101/);
    expect(isValidIBAN(italian)).toBe(true);
    // the national account number printed in its parts after another figure: CIN, ABI, CAB and account
    expect(`${items[12].text} ${items[13].text}`).toBe(`${italian.slice(4, 5)} ${italian.slice(5, 10)} ${italian.slice(10, 15)} ${italian.slice(15)}`);
    expect(items[5].text).toBe(`Kontonummer ${iban.slice(-9)}`); // the bare account number, as long as printed
  });

  it('replaces fiscal codes and tax ids by valid ones, names and addresses consistently, and keeps amounts and dates', () => {
    const code = /[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]/.exec(items[6].text)?.[0] ?? '';
    expect(code).not.toBe('RSSMRA85M01F205T');
    expect(fiscalCode(code.slice(0, 15))).toBe(code);
    expect(items[10].text).not.toContain('86095742719');
    expect(text).not.toMatch(/mustermann|haupt|\bmax\b/i);
    expect(items[2].text).toMatch(/^\p{Lu}\p{Ll}{4}str\. \d{2}$/u); // the street's kind kept, for readers of address windows
    expect(items[8].text.split(' ').slice(2).join(' ')).toBe(`${items[1].text.toUpperCase()} ${items[0].text.split(' ')[1].toUpperCase()}`);
    expect(items.map((each) => [each.x, each.y, each.width, each.text.length])).toEqual(source.map((each) => [each.x, each.y, each.width, each.text.length]));
    expect(items[7].text).toBe('01.10.2026');
    expect(items[9].text).toBe('1.234,56');
    expect(replaced).toMatchObject({ iban: 2, fiscalCode: 1, taxId: 1, account: 2 });
    expect(leftovers).toEqual([]);
  });
});
