import type { LayoutDefinition } from './layout-definition.js';

/** Lines that are never transactions in any layout: page numbers and carried-over balances. */
export const COMMON_SKIP = [
  '^(pagina|pag\\.|seite|blatt)\\s*\\d+',
  '\\b(saldo a riportare|riporto saldo|saldo riportato|übertrag|zwischensumme|zwischensaldo)\\b',
  '^(totale|totali|summe|gesamt)\\b',
] as const;

/**
 * The extractor for banks without a layout of their own: the header is found by label synonyms
 * in Italian and German, dates and amounts in any supported format, balances by the usual wording.
 */
export const GENERIC_LAYOUT: LayoutDefinition = {
  id: 'generic',
  bankIds: [],
  anchors: [],
  dateFormats: ['dd.mm.yyyy', 'dd/mm/yyyy', 'dd/mm/yy', 'dd.mm.yy', 'dd.mm.'],
  columns: {
    bookingDate: ['data', 'data contabile', 'data operazione', 'data registrazione', 'data reg.', 'data cont.', 'buchungstag', 'buchung', 'datum', 'bu-tag', 'buchungsdatum', 'verbuchungsdatum'],
    valueDate: ['valuta', 'data valuta', 'data val.', 'wert', 'wertstellung', 'valutadatum'],
    description: ['descrizione', 'descrizione operazioni', 'descrizione operazione', 'descrizione delle operazioni', 'causale', 'operazione', 'erläuterung', 'verwendungszweck', 'vorgang', 'beschreibung', 'buchungstext', 'buchung / verwendungszweck', 'umsatz', 'angaben zu den umsätzen'],
    debit: ['addebiti', 'uscite', 'dare', 'addebiti (euro)', 'soll', 'belastung', 'ausgang'],
    credit: ['accrediti', 'entrate', 'avere', 'accrediti (euro)', 'haben', 'gutschrift', 'eingang'],
    amount: ['importo', 'importo (euro)', 'betrag', 'betrag (eur)', 'betrag in eur', 'betrag eur'],
    balance: ['saldo', 'kontostand'],
  },
  period: [
    'dal\\s+(?<from>\\d{2}[./]\\d{2}[./]\\d{2,4})\\s+al\\s+(?<to>\\d{2}[./]\\d{2}[./]\\d{2,4})',
    'vom\\s+(?<from>\\d{2}\\.\\d{2}\\.\\d{4})\\s+bis\\s+(?<to>\\d{2}\\.\\d{2}\\.\\d{4})',
    '(?<from>\\d{2}\\.\\d{2}\\.\\d{4})\\s*(?:-|–|bis)\\s*(?<to>\\d{2}\\.\\d{2}\\.\\d{4})',
    '(?:kontoauszug|estratto conto)\\s+(?<month>[a-zäöü]+)\\s+(?<year>\\d{4})',
  ],
  openingBalance: ['^saldo (iniziale|precedente|contabile iniziale|di apertura)\\b', '^(alter|letzter) (kontostand|saldo)\\b', '^anfangssaldo\\b'],
  closingBalance: ['^saldo (finale|contabile finale|di chiusura|contabile al)\\b', '^neuer (kontostand|saldo)\\b', '^(endsaldo|schlusssaldo)\\b'],
  skip: COMMON_SKIP,
  valueDateLine: '^(?:valuta|wertstellung|wert)\\s*:?\\s*(?<date>\\d{2}[./]\\d{2}[./]\\d{2,4})',
  holder: { labels: ['intestatario', 'intestato a', 'intestazione', 'titolare', 'kontoinhaber', 'inhaber'], addressBlock: true },
  taxIdLabels: ['codice fiscale', 'cod. fiscale', 'c.f.', 'steuer-id', 'steuer-identifikationsnummer'],
};
