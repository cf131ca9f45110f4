import { COMMON_SKIP } from './generic-layout.js';
import type { LayoutDefinition } from './layout-definition.js';

const ITALIAN_TAX_ID_LABELS = ['codice fiscale', 'cod. fiscale', 'c.f.'];

/**
 * Intesa Sanpaolo "Estratto conto": period "dal … al …", table Data contabile / Data valuta /
 * Descrizione / Addebiti / Accrediti with dd.mm.yyyy dates, "Saldo iniziale" and "Saldo finale"
 * lines, "Saldo a riportare" at the foot of continued pages.
 */
export const INTESA_SANPAOLO: LayoutDefinition = {
  id: 'intesa-sanpaolo',
  bankIds: ['intesa-sanpaolo'],
  anchors: ['intesa sanpaolo'],
  dateFormats: ['dd.mm.yyyy'],
  columns: {
    bookingDate: ['data contabile'],
    valueDate: ['data valuta'],
    description: ['descrizione', 'descrizione operazioni'],
    debit: ['addebiti'],
    credit: ['accrediti'],
  },
  period: ['dal\\s+(?<from>\\d{2}\\.\\d{2}\\.\\d{4})\\s+al\\s+(?<to>\\d{2}\\.\\d{2}\\.\\d{4})'],
  openingBalance: ['^saldo iniziale\\b'],
  closingBalance: ['^saldo finale\\b'],
  skip: COMMON_SKIP,
  holder: { labels: ['intestatario'] },
  taxIdLabels: ITALIAN_TAX_ID_LABELS,
};

/**
 * UniCredit "Estratto conto": "Intestato a", table Data / Valuta / Descrizione / Uscite / Entrate,
 * dd.mm.yyyy dates, "Saldo iniziale al …" and "Saldo finale al …".
 */
export const UNICREDIT: LayoutDefinition = {
  id: 'unicredit',
  bankIds: ['unicredit'],
  anchors: ['unicredit s.p.a.', 'unicredit'],
  dateFormats: ['dd.mm.yyyy'],
  columns: {
    bookingDate: ['data'],
    valueDate: ['valuta'],
    description: ['descrizione'],
    debit: ['uscite'],
    credit: ['entrate'],
  },
  period: ['periodo di riferimento:?\\s+dal\\s+(?<from>\\d{2}\\.\\d{2}\\.\\d{4})\\s+al\\s+(?<to>\\d{2}\\.\\d{2}\\.\\d{4})'],
  openingBalance: ['^saldo iniziale al\\b'],
  closingBalance: ['^saldo finale al\\b'],
  skip: COMMON_SKIP,
  holder: { labels: ['intestato a'] },
  taxIdLabels: ITALIAN_TAX_ID_LABELS,
};

/**
 * FinecoBank "Estratto conto corrente": dd/mm/yyyy dates, the amounts before the description
 * (Data operazione / Data valuta / Uscite / Entrate / Descrizione), "Saldo iniziale" / "Saldo finale".
 */
export const FINECO: LayoutDefinition = {
  id: 'fineco',
  bankIds: ['fineco'],
  anchors: ['finecobank'],
  dateFormats: ['dd/mm/yyyy'],
  columns: {
    bookingDate: ['data operazione'],
    valueDate: ['data valuta'],
    debit: ['uscite'],
    credit: ['entrate'],
    description: ['descrizione'],
  },
  period: ['periodo dal\\s+(?<from>\\d{2}/\\d{2}/\\d{4})\\s+al\\s+(?<to>\\d{2}/\\d{2}/\\d{4})'],
  openingBalance: ['^saldo iniziale\\b'],
  closingBalance: ['^saldo finale\\b'],
  skip: COMMON_SKIP,
  holder: { labels: ['intestazione conto', 'intestatario'] },
  taxIdLabels: ITALIAN_TAX_ID_LABELS,
};

/**
 * BancoPosta (Poste Italiane) "Estratto conto": upper-case headings, dd/mm/yy dates, DATA
 * CONTABILE / DATA VALUTA / ADDEBITI / ACCREDITI / DESCRIZIONE DELLE OPERAZIONI,
 * "SALDO INIZIALE" / "SALDO FINALE", "TOTALE USCITE" / "TOTALE ENTRATE" totals.
 */
export const BANCOPOSTA: LayoutDefinition = {
  id: 'bancoposta',
  bankIds: ['bancoposta', 'postepay'],
  anchors: ['bancoposta', 'poste italiane'],
  dateFormats: ['dd/mm/yy'],
  columns: {
    bookingDate: ['data contabile'],
    valueDate: ['data valuta'],
    debit: ['addebiti'],
    credit: ['accrediti'],
    description: ['descrizione delle operazioni'],
  },
  period: ['dal\\s+(?<from>\\d{2}/\\d{2}/\\d{2})\\s+al\\s+(?<to>\\d{2}/\\d{2}/\\d{2})'],
  openingBalance: ['^saldo iniziale\\b'],
  closingBalance: ['^saldo finale\\b'],
  skip: [...COMMON_SKIP, '^totale (uscite|entrate)\\b'],
  holder: { labels: ['intestatario'] },
  taxIdLabels: ITALIAN_TAX_ID_LABELS,
};

export const ITALIAN_LAYOUTS: readonly LayoutDefinition[] = [INTESA_SANPAOLO, UNICREDIT, FINECO, BANCOPOSTA];
