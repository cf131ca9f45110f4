import { COMMON_SKIP } from './generic-layout.js';
import type { LayoutDefinition } from './layout-definition.js';

const GERMAN_DATE = '\\d{2}\\.\\d{2}\\.\\d{4}';

/**
 * Sparkasse "Kontoauszug n/yyyy": a letter with the address window (Herrn / Frau …), table
 * Datum / Erläuterung / Betrag with signed amounts (`-45,99`), opening "Kontostand am <date>,
 * Auszug Nr. n" and closing "Kontostand am <date> um hh:mm Uhr"; the period runs from the day
 * after the opening balance to the closing date.
 */
export const SPARKASSE: LayoutDefinition = {
  id: 'sparkasse',
  bankIds: ['sparkasse'],
  anchors: ['sparkasse'],
  dateFormats: ['dd.mm.yyyy'],
  columns: { bookingDate: ['datum'], description: ['erläuterung'], amount: ['betrag'] },
  period: [],
  openingBalance: [`^kontostand am (?<date>${GERMAN_DATE}),? auszug`],
  closingBalance: [`^kontostand am (?<date>${GERMAN_DATE}),? um \\d{1,2}:\\d{2} uhr`],
  skip: COMMON_SKIP,
  holder: { addressBlock: true },
};

/**
 * Deutsche Bank "Kontoauszug vom … bis …": Buchung / Valuta / Vorgang / Soll / Haben with
 * dates without a year (`02.01.`), debits printed `- 45,99` and credits `+ 2.500,00`,
 * "Kontostand am <date>" at the start and at the end of the period.
 */
export const DEUTSCHE_BANK: LayoutDefinition = {
  id: 'deutsche-bank',
  bankIds: ['deutsche-bank'],
  anchors: ['deutsche bank'],
  dateFormats: ['dd.mm.'],
  columns: { bookingDate: ['buchung'], valueDate: ['valuta'], description: ['vorgang'], debit: ['soll'], credit: ['haben'] },
  period: [`kontoauszug vom (?<from>${GERMAN_DATE}) bis (?<to>${GERMAN_DATE})`],
  openingBalance: [`^(alter )?kontostand am (?<date>${GERMAN_DATE})\\b(?!.*neuer)`],
  closingBalance: [`^(neuer )?kontostand am (?<date>${GERMAN_DATE})\\b`],
  skip: COMMON_SKIP,
  holder: { addressBlock: true },
};

/**
 * ING (Germany) "Girokonto … Kontoauszug <Monat yyyy>": Buchung / Buchung / Verwendungszweck /
 * Betrag (EUR) over a second heading line "Valuta"; each booking takes two lines, the second
 * starting with the value date under the booking date, then the purpose; "Alter Saldo" / "Neuer Saldo" with signed amounts.
 */
export const ING_DE: LayoutDefinition = {
  id: 'ing-de',
  bankIds: ['ing-de'],
  anchors: ['ing-diba', 'ing deutschland', 'ing.de'],
  dateFormats: ['dd.mm.yyyy'],
  columns: { bookingDate: ['buchung'], description: ['buchung / verwendungszweck'], amount: ['betrag (eur)'] },
  period: ['kontoauszug (?<month>[a-zäöü]+) (?<year>\\d{4})'],
  openingBalance: ['^alter saldo\\b'],
  closingBalance: ['^neuer saldo\\b'],
  skip: COMMON_SKIP,
  holder: { addressBlock: true },
};

/**
 * N26 "Kontoauszug": Beschreibung / Verbuchungsdatum / Betrag, the booking date in the middle,
 * amounts with a sign and the euro sign after them (`-12,34€`, `+1.234,56€`), a second line
 * "Wertstellung dd.mm.yyyy", summary "Alter Kontostand" … "Dein neuer Kontostand".
 */
export const N26: LayoutDefinition = {
  id: 'n26',
  bankIds: ['n26'],
  anchors: ['n26 bank'],
  dateFormats: ['dd.mm.yyyy'],
  columns: { description: ['beschreibung'], bookingDate: ['verbuchungsdatum'], amount: ['betrag'] },
  period: [`(?<from>${GERMAN_DATE}) bis (?<to>${GERMAN_DATE})`],
  openingBalance: ['^alter kontostand\\b'],
  closingBalance: ['^(dein )?neuer kontostand\\b'],
  skip: [...COMMON_SKIP, '^(ausgehende|eingehende) transaktionen\\b'],
  valueDateLine: `^wertstellung\\s+(?<date>${GERMAN_DATE})`,
  holder: { addressBlock: true },
};

/**
 * Volksbanken Raiffeisenbanken (agree21 print): Bu-Tag / Wert / Vorgang, dates without a year
 * (`19.01. 19.01.`), amounts with an `S` (Soll) or `H` (Haben) suffix, "alter Kontostand vom <date>"
 * and "neuer Kontostand vom <date>", "Übertrag auf Blatt n" between pages.
 */
export const VOLKSBANK: LayoutDefinition = {
  id: 'volksbank',
  bankIds: ['volksbank'],
  anchors: ['volksbank', 'raiffeisenbank'],
  dateFormats: ['dd.mm.'],
  columns: { bookingDate: ['bu-tag'], valueDate: ['wert'], description: ['vorgang'] },
  period: [],
  openingBalance: [`^alter kontostand vom (?<date>${GERMAN_DATE})`],
  closingBalance: [`^neuer kontostand vom (?<date>${GERMAN_DATE})`],
  skip: COMMON_SKIP,
  holder: { addressBlock: true },
};

export const GERMAN_LAYOUTS: readonly LayoutDefinition[] = [SPARKASSE, DEUTSCHE_BANK, ING_DE, N26, VOLKSBANK];
