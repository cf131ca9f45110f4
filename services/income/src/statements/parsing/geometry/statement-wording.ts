/**
 * The wording Italian and German statements use around the figures, as families rather than one
 * bank's phrase: matched anywhere in a line (a label need not start it: an address, a date or the
 * amount itself may come first), case-insensitive.
 */
const DATE = '\\d{2}[./]\\d{2}[./](?:\\d{4}|\\d{2})|\\d{2}\\.\\d{2}\\.';

export const OPENING_LABEL = new RegExp(
  [
    'saldo\\s+(?:contabile\\s+)?(?:iniziale|precedente|di apertura|inizio periodo|a inizio|all\'inizio)',
    'saldo\\s+(?:riportato\\s+)?dal(?:l[\'’]|lo)?\\s+estratto(?:\\s+conto)?\\s+precedente',
    '(?:dein\\s+)?alter\\s+(?:kontostand|saldo)',
    'saldo\\s+alt\\b',
    'anfangs(?:saldo|bestand)',
    'saldovortrag',
    'vortrag\\s+vom',
    'kontostand\\s+(?:zu\\s+beginn|am\\s+anfang)',
    'opening\\s+balance|previous\\s+balance',
  ].join('|'),
  'iu',
);

export const CLOSING_LABEL = new RegExp(
  [
    'saldo\\s+(?:contabile\\s+)?(?:finale|di chiusura|a fine)',
    'nuovo\\s+saldo',
    '(?:dein\\s+)?neuer\\s+(?:kontostand|saldo)',
    'saldo\\s+neu\\b',
    'end(?:saldo|bestand)|schlusssaldo',
    'kontostand\\s+(?:zum\\s+ende|am\\s+ende)',
    'closing\\s+balance|new\\s+balance',
  ].join('|'),
  'iu',
);

/** A balance at a date, opening or closing by its place among the others: "Kontostand am 31.10.2026", "Saldo al 31/10/2026". */
export const DATED_BALANCE_LABEL = new RegExp(`(?:kontostand|saldo(?:\\s+contabile)?)\\s+(?:am|vom|per|al|alla data del)\\s+(?<date>${DATE})`, 'iu');

/** Lines inside the table that are never bookings: carried balances, totals, page furniture. */
export const NOT_A_BOOKING = new RegExp(
  [
    'saldo\\s+(?:a\\s+riportare|riportato)|riporto',
    'übertrag|zwischensumme|zwischensaldo',
    '^(?:totale|totali|summe|gesamt)\\b|\\btotale\\s+(?:uscite|entrate|addebiti|accrediti|movimenti|dare|avere)\\b',
    '\\b(?:summe|gesamt)\\s+(?:soll|haben|der\\s+umsätze|umsätze|belastungen|gutschriften)\\b',
    '^(?:pagina|pag\\.|seite|blatt)\\s*\\d+',
    'saldo\\s+(?:disponibile|liquido)|verfügbar(?:er)?\\s+betrag|dispositionskredit|kreditlinie',
  ].join('|'),
  'iu',
);

/** Words of a debit and of a credit in a booking's description: they only break ties between readings. */
export const DEBIT_WORDS = /\b(?:pagamento|addebito|prelievo|commission[ei]|canone|imposta|bollo|a vostro carico|a favore di|lastschrift|kartenzahlung|abbuchung|auszahlung|entgelt|gebühr|dauerauftrag|überweisung an|bargeldauszahlung|belastung)\b/iu;
export const CREDIT_WORDS = /\b(?:accredito|stipendio|emolumenti|a vostro favore|bonifico da|ricevuto|versamento|rimborso|gutschrift|gehalt|lohn|eingang|zahlungseingang|habenzins|erstattung)\b/iu;

/** Header words naming a column's role: hints, never required. */
export const COLUMN_HINTS = {
  debit: /\b(?:addebiti|uscite|dare|soll|belastung(?:en)?|ausgang|ausgänge|lastschriften|importi?\s+(?:in\s+)?uscita)\b/iu,
  credit: /\b(?:accrediti|entrate|avere|haben|gutschrift(?:en)?|eingang|eingänge|importi?\s+(?:in\s+)?entrata)\b/iu,
  balance: /\b(?:saldo|kontostand)\b/iu,
  valueDate: /\b(?:valuta|wert|wertstellung|valutadatum|data\s+valuta)\b/iu,
  bookingDate: /\b(?:data\s+(?:contabile|operazione|registrazione|reg\.|cont\.)|buchungstag|buchung|buchungsdatum|bu-tag|datum|data)\b/iu,
} as const;
