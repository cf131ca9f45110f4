import { addDays, lastDayOfMonth } from './format.js';

export type Language = 'it' | 'de';

export interface SpecTransaction {
  bookingDate: string;
  valueDate: string;
  /** Description lines as the bank prints them; the first goes on the booking line. */
  lines: string[];
  /** Signed cents. */
  amount: number;
}

export interface Holder {
  name: string;
  street: string;
  city: string;
  salutation?: string;
  fiscalCode?: string;
}

/** Everything a generated statement prints; the truth the parser tests compare with. */
export interface StatementSpec {
  template: string;
  holder: Holder;
  iban: string;
  periodFrom: string;
  periodTo: string;
  openingBalance: number;
  transactions: SpecTransaction[];
  /** Statement number in the year (Kontoauszug Nr. n/yyyy). */
  number: number;
}

export const closingBalance = (spec: Pick<StatementSpec, 'openingBalance' | 'transactions'>): number =>
  spec.transactions.reduce((total, transaction) => total + transaction.amount, spec.openingBalance);

/** Deterministic pseudo-random numbers (mulberry32), so a seed always gives the same statement. */
export const random = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
};

export interface ActivityOptions {
  language: Language;
  periodFrom: string;
  periodTo: string;
  seed: number;
  /** Net monthly salary in cents; 0 for none. */
  salary: number;
  /** Monthly rent in cents; 0 for none. */
  rent: number;
  employer?: string;
  landlord?: string;
  /** Everyday bookings per month besides salary, rent and utilities. */
  perMonth?: number;
}

const IT_SHOPS = ['ESSELUNGA', 'CONAD', 'COOP LOMBARDIA', 'CARREFOUR MARKET', 'LIDL ITALIA', 'PAM PANORAMA', 'FARMACIA COMUNALE', 'ENI STATION', 'DECATHLON', 'AMAZON EU'];
const DE_SHOPS = ['REWE Markt GmbH', 'EDEKA Center', 'ALDI SUED', 'LIDL Dienstleistung', 'dm-drogerie markt', 'Rossmann', 'Aral Station', 'IKEA Deutschland', 'Amazon EU S.a.r.l.', 'Deutsche Bahn'];
const IT_MONTHS = ['GENNAIO', 'FEBBRAIO', 'MARZO', 'APRILE', 'MAGGIO', 'GIUGNO', 'LUGLIO', 'AGOSTO', 'SETTEMBRE', 'OTTOBRE', 'NOVEMBRE', 'DICEMBRE'];
const DE_MONTHS = ['Januar', 'Februar', 'Maerz', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

const months = (from: string, to: string): { year: number; month: number }[] => {
  const result: { year: number; month: number }[] = [];
  for (let year = Number(from.slice(0, 4)), month = Number(from.slice(5, 7)); `${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7); month += 1) {
    if (month > 12) {
      month = 0;
      year += 1;
      continue;
    }
    result.push({ year, month });
  }
  return result;
};

const day = (year: number, month: number, dayOfMonth: number) => {
  const last = lastDayOfMonth(year, month);
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(dayOfMonth, Number(last.slice(8)))).padStart(2, '0')}`;
};

/**
 * A realistic account's bookings for a period: salary near the end of each month (stipendio /
 * Gehalt), rent early in the month (affitto, canone di locazione / Miete), utilities by direct
 * debit, card payments at supermarkets, cash withdrawals and the bank's fees.
 */
export const buildActivity = (options: ActivityOptions): SpecTransaction[] => {
  const rng = random(options.seed);
  const it = options.language === 'it';
  const employer = options.employer ?? (it ? 'ROSSI E BIANCHI SRL' : 'Muster Technik GmbH');
  const landlord = options.landlord ?? (it ? 'GIUSEPPE VERDI' : 'Hausverwaltung Schmidt');
  const bookings: SpecTransaction[] = [];
  const add = (date: string, amount: number, lines: string[], valueShift = 0) => {
    if (date < options.periodFrom || date > options.periodTo) return;
    bookings.push({ bookingDate: date, valueDate: addDays(date, valueShift), lines, amount });
  };
  for (const { year, month } of months(options.periodFrom, options.periodTo)) {
    const monthName = (it ? IT_MONTHS : DE_MONTHS)[month - 1];
    if (options.rent > 0) {
      add(day(year, month, 2), -options.rent, it ? [`BONIFICO A VOSTRO CARICO A FAVORE DI ${landlord}`, `CANONE DI LOCAZIONE ${monthName} ${year}`] : [`Dauerauftrag ${landlord}`, `Miete ${monthName} ${year} Kaltmiete + NK`]);
    }
    if (options.salary > 0) {
      const salary = options.salary + rng.int(-3000, 3000);
      add(day(year, month, 27), salary, it ? [`BONIFICO A VOSTRO FAVORE DA ${employer}`, `STIPENDIO ${monthName} ${year}`] : [`Gutschrift Überweisung ${employer}`, `Gehalt ${monthName} ${year}`], 0);
    }
    add(day(year, month, 5), -rng.int(4500, 9800), it ? ['ADDEBITO DIRETTO SDD ENEL ENERGIA SPA', 'FATTURA LUCE E GAS'] : ['Lastschrift Stadtwerke Köln GmbH', 'Abschlag Strom Gas'], 0);
    add(day(year, month, 9), -rng.int(2490, 3990), it ? ['ADDEBITO DIRETTO SDD TIM S.P.A.', 'FATTURA TELEFONIA FISSA'] : ['Lastschrift Vodafone GmbH', 'Mobilfunk Rechnung'], 0);
    add(day(year, month, lastDayOfMonthDay(year, month)), -(it ? 250 : 690), it ? ['COMMISSIONI CANONE MENSILE CONTO'] : ['Kontoführungsentgelt'], 0);
    const everyday = options.perMonth ?? 10;
    for (let index = 0; index < everyday; index += 1) {
      const date = day(year, month, rng.int(1, 28));
      if (rng.next() < 0.2) {
        add(date, -rng.int(2, 25) * 1000, it ? [`PRELIEVO BANCOMAT SU ATM ${rng.int(10000, 99999)}`] : ['Bargeldauszahlung Geldautomat', `Girocard ${rng.int(1000, 9999)}`], 0);
      } else {
        const shop = rng.pick(it ? IT_SHOPS : DE_SHOPS);
        add(date, -rng.int(350, 18900), it ? [`PAGAMENTO POS ${shop}`, `CARTA *${rng.int(1000, 9999)} DEL ${date.slice(8)}/${date.slice(5, 7)}`] : [`Kartenzahlung girocard ${shop}`], 1);
      }
    }
  }
  return bookings.sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));
};

const lastDayOfMonthDay = (year: number, month: number) => Number(lastDayOfMonth(year, month).slice(8));
