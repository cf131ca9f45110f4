import { isReadable, measureReadability, MIN_TEXT_LAYER_CHARS } from './text-readability.js';

const ITALIAN_STATEMENT = `Estratto conto corrente n. 1000/00012345 dal 01/03/2026 al 31/03/2026
IBAN IT60 X054 2811 1010 0000 0123 456 Intestato a: Mario Rossi
Data contabile Data valuta Descrizione operazioni Dare Avere
01/03/2026 Saldo iniziale 2.345,67
03/03/2026 03/03/2026 Pagamento POS Supermercato Esselunga Milano 45,90
10/03/2026 10/03/2026 Bonifico a Vostro favore disposto da ACME S.p.A. Stipendio marzo 1.850,00
15/03/2026 15/03/2026 Addebito SEPA DD utenze luce e gas 72,15
31/03/2026 Saldo finale 4.077,62`;

const GERMAN_STATEMENT = `Kontoauszug Nr. 3/2026 vom 01.03.2026 bis 31.03.2026 Girokonto
IBAN DE89 3704 0044 0532 0130 00 Kontoinhaber: Max Mustermann, Musterstraße 12, 50667 Köln
Buchungstag Wertstellung Verwendungszweck Soll Haben
Alter Kontostand 1.204,33 EUR
02.03. 02.03. Lastschrift Stadtwerke Köln Abschlag Strom März -84,00
15.03. 15.03. Gutschrift Überweisung Gehalt Müller GmbH 2.410,55
28.03. 28.03. Dauerauftrag Miete Wohnung Schönhauser Allee -950,00
Neuer Kontostand 2.580,88 EUR`;

const ITALIAN_PAYSLIP = `Cedolino paga Periodo di retribuzione: Marzo 2026 Dipendente: Rossi Mario Codice fiscale RSSMRA80A01H501U
Retribuzione lorda 2.600,00 Contributi INPS 238,68 Ritenute IRPEF 412,10 Netto in busta 1.949,22`;

/** A statement drawn with a font whose codes pdf.js maps into the private-use area: one glyph per printed character, none readable. */
const privateUse = (text: string) => [...text].map((c) => (/\s/.test(c) ? c : String.fromCodePoint(0xe000 + (c.codePointAt(0)! % 0x100)))).join('');
/** The same with every character shifted by a fixed code, as a font without a ToUnicode map often extracts. */
const shifted = (text: string, by: number) => [...text].map((c) => (/\s/.test(c) ? c : String.fromCodePoint(c.codePointAt(0)! + by))).join('');

describe('text readability', () => {
  it.each([
    ['an Italian statement', ITALIAN_STATEMENT],
    ['a German statement', GERMAN_STATEMENT],
    ['an Italian payslip', ITALIAN_PAYSLIP],
  ])('reads %s as a text layer', (_case, text) => {
    const measures = measureReadability(text);
    expect(isReadable(measures)).toBe(true);
    expect(measures.readableShare).toBeGreaterThan(0.99);
  });

  it.each([
    ['private-use glyphs', privateUse(GERMAN_STATEMENT)],
    ['control characters', [...ITALIAN_STATEMENT].map((c) => (/\s/.test(c) ? c : String.fromCharCode(c.charCodeAt(0) % 31 + 1))).join('')],
    ['codes shifted into symbols and other scripts', shifted(ITALIAN_STATEMENT, 0x2500)],
    ['codes shifted within Latin letters', shifted(GERMAN_STATEMENT.replace(/[^A-Za-z\s]/g, ''), 3)],
    ['symbol soup', '#$%^&*()=+<>?~!@|\\/{}[]^^~~ '.repeat(20)],
    ['figures and signs without a word', '01.03.2026 1.234,56 -45,90 +1.850,00 == ## '.repeat(10)],
    ['replacement characters', '\ufffd\ufffd \ufffd\ufffd\ufffd Saldo \ufffd\ufffd\ufffd\ufffd 12,00 \ufffd\ufffd '.repeat(10)],
    ['consonant junk as OCR makes it of noise', 'lll Wrrn ttl Kqxz ffj mnnr Ptth rrl 1l1l llI1 '.repeat(6)],
  ])('refuses %s', (_case, text) => {
    expect(isReadable(measureReadability(text))).toBe(false);
  });

  it('refuses too little text, however clean', () => {
    const short = 'Kontoauszug März 2026 Max Mustermann Seite 1';
    expect(short.replace(/\s/g, '').length).toBeLessThan(MIN_TEXT_LAYER_CHARS + 5);
    expect(isReadable(measureReadability(short))).toBe(false);
    expect(isReadable(measureReadability(''))).toBe(false);
  });

  it('keeps a real text layer that carries a few odd glyphs (a logo font, bullets, box lines)', () => {
    const withGlyphs = `${GERMAN_STATEMENT}\n\ue001\ue002 ✆ ☎ ▪▪ ${'─'.repeat(10)}`;
    expect(isReadable(measureReadability(withGlyphs))).toBe(true);
  });
});
