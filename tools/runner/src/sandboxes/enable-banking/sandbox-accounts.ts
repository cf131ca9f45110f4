import { createHash } from 'node:crypto';
import { composeIBAN } from 'ibantools';

/**
 * The sandbox bank's accounts and their six months of bookings, in Enable Banking's transaction shape:
 * a current account with salary, rent, utilities, card payments and cash, and a savings account fed
 * from it. Deterministic per consent (a seed), with IBANs of the chosen bank and valid check digits.
 */

export interface SandboxAmount {
  currency: string;
  amount: string;
}

export interface SandboxTransaction {
  entry_reference: string;
  transaction_amount: SandboxAmount;
  credit_debit_indicator: 'CRDT' | 'DBIT';
  status: 'BOOK' | 'PDNG';
  booking_date: string | null;
  value_date: string;
  transaction_date: string;
  creditor: { name: string } | null;
  debtor: { name: string } | null;
  remittance_information: string[];
  bank_transaction_code: { description: string };
  balance_after_transaction: SandboxAmount | null;
}

export interface SandboxAccount {
  uid: string;
  iban: string;
  holder: string;
  /** the account's name at the bank */
  details: string;
  product: string;
  cash_account_type: 'CACC' | 'SVGS';
  currency: 'EUR';
  /** signed cents after every booked transaction up to today */
  bookedBalance: number;
  transactions: SandboxTransaction[];
}

export interface SandboxBank {
  name: string;
  country: 'IT' | 'DE';
  /** Italian ABI or German BLZ: the IBANs' bank code */
  code: string;
  bic: string | null;
}

const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The Italian BBAN's CIN: odd positions through the odd-value table, even ones by value, mod 26. */
const italianCin = (text: string) =>
  ALPHABET[[...text].reduce((sum, char, index) => sum + (index % 2 === 0 ? ODD_VALUES[Number(char)] : Number(char)), 0) % 26];

/** An IBAN at the bank with valid check digits (and CIN in Italy) for an account number. */
export const sandboxIban = (bank: SandboxBank, account: string): string => {
  const bban = bank.country === 'IT' ? `${bank.code}01600${account.padStart(12, '0')}` : `${bank.code}${account.padStart(10, '0')}`;
  const iban = composeIBAN({ countryCode: bank.country, bban: bank.country === 'IT' ? `${italianCin(bban)}${bban}` : bban });
  if (!iban) throw new Error(`no IBAN for ${bank.name} ${account}`);
  return iban;
};

/** Deterministic draws for a seed: each is the next 32 bits of a SHA-256 chain, so a consent always gets the same bank data. */
const random = (seed: string) => {
  let block = createHash('sha256').update(seed).digest();
  const next = () => {
    block = createHash('sha256').update(block).digest();
    return block.readUInt32BE(0) / 2 ** 32;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)], next };
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (year: number, month: number, day: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month, Math.min(day, last))));
};
const money = (cents: number): SandboxAmount => ({ currency: 'EUR', amount: (Math.abs(cents) / 100).toFixed(2) });

const IT_MONTHS = ['GENNAIO', 'FEBBRAIO', 'MARZO', 'APRILE', 'MAGGIO', 'GIUGNO', 'LUGLIO', 'AGOSTO', 'SETTEMBRE', 'OTTOBRE', 'NOVEMBRE', 'DICEMBRE'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** What each market's bookings say: who pays, who is paid, and in which words. */
const MARKETS = {
  IT: {
    employer: 'ROSSI E BIANCHI SRL',
    landlord: 'IMMOBILIARE VERDI SRL',
    salary: (month: number, year: number) => `STIPENDIO ${IT_MONTHS[month]} ${year}`,
    rent: (month: number, year: number) => `CANONE DI LOCAZIONE ${IT_MONTHS[month]} ${year} APPARTAMENTO VIA ROMA 12`,
    utilities: [
      { name: 'ENEL ENERGIA SPA', text: 'ADDEBITO SDD FATTURA LUCE E GAS', day: 6, cents: [5800, 11200] },
      { name: 'TIM SPA', text: 'ADDEBITO SDD FATTURA TELEFONIA E FIBRA', day: 12, cents: [2990, 2990] },
      { name: 'A2A ENERGIA SPA', text: 'ADDEBITO SDD BOLLETTA ACQUA', day: 18, cents: [1800, 3400] },
    ],
    shops: ['ESSELUNGA SPA', 'CONAD', 'COOP LOMBARDIA', 'CARREFOUR MARKET', 'LIDL ITALIA', 'FARMACIA COMUNALE', 'ENI STATION', 'DECATHLON ITALIA', 'AMAZON EU SARL'],
    card: (shop: string, date: string) => `PAGAMENTO POS ${shop} CARTA *4821 DEL ${date.slice(8)}/${date.slice(5, 7)}`,
    cash: 'PRELIEVO BANCOMAT ATM',
    fee: 'CANONE MENSILE CONTO',
    savings: 'GIROCONTO VERSO CONTO DEPOSITO',
    interest: 'INTERESSI CREDITORI',
    current: { details: 'Conto corrente', product: 'Conto Corrente Privati' },
    deposit: { details: 'Conto deposito', product: 'Conto Deposito Libero' },
    codes: { transfer: 'Bonifico', debit: 'Addebito diretto SDD', card: 'Pagamento POS', cash: 'Prelievo', fee: 'Commissioni', internal: 'Giroconto' },
  },
  DE: {
    employer: 'Muster Technik GmbH',
    landlord: 'Hausverwaltung Schmidt GmbH',
    salary: (month: number, year: number) => `Gehalt ${DE_MONTHS[month]} ${year} Lohn/Gehalt`,
    rent: (month: number, year: number) => `Miete ${DE_MONTHS[month]} ${year} Kaltmiete + NK Whg. 3 OG links`,
    utilities: [
      { name: 'Stadtwerke München GmbH', text: 'Abschlag Strom Gas Vertragskonto 4711', day: 5, cents: [6500, 9800] },
      { name: 'Telekom Deutschland GmbH', text: 'Rechnung Festnetz und Internet', day: 11, cents: [3995, 3995] },
      { name: 'ARD ZDF Deutschlandradio Beitragsservice', text: 'Rundfunkbeitrag', day: 15, cents: [1836, 1836] },
    ],
    shops: ['REWE Markt GmbH', 'EDEKA Center', 'ALDI SUED', 'LIDL Dienstleistung', 'dm-drogerie markt', 'Rossmann', 'Aral Station', 'IKEA Deutschland', 'Deutsche Bahn'],
    card: (shop: string, date: string) => `Kartenzahlung girocard ${shop} ${date.slice(8)}.${date.slice(5, 7)}`,
    cash: 'Bargeldauszahlung Geldautomat',
    fee: 'Kontoführungsentgelt',
    savings: 'Umbuchung auf Tagesgeldkonto',
    interest: 'Zinsgutschrift',
    current: { details: 'Girokonto', product: 'Privatgirokonto' },
    deposit: { details: 'Tagesgeld', product: 'Tagesgeldkonto' },
    codes: { transfer: 'Überweisung', debit: 'Lastschrift', card: 'Kartenzahlung', cash: 'Auszahlung', fee: 'Entgelt', internal: 'Umbuchung' },
  },
} as const;

interface Booking {
  date: string;
  cents: number;
  counterparty: string | null;
  text: string;
  code: string;
  pending?: boolean;
}

/** Running balances, oldest first; a pending booking has none and no booking date. */
const toTransactions = (bookings: Booking[], opening: number, seed: string): { transactions: SandboxTransaction[]; balance: number } => {
  let balance = opening;
  const sorted = [...bookings].sort((a, b) => a.date.localeCompare(b.date));
  const transactions = sorted.map((booking, index): SandboxTransaction => {
    if (!booking.pending) balance += booking.cents;
    const credit = booking.cents > 0;
    return {
      entry_reference: createHash('sha1').update(`${seed}:${index}`).digest('hex').slice(0, 16).toUpperCase(),
      transaction_amount: money(booking.cents),
      credit_debit_indicator: credit ? 'CRDT' : 'DBIT',
      status: booking.pending ? 'PDNG' : 'BOOK',
      booking_date: booking.pending ? null : booking.date,
      value_date: booking.date,
      transaction_date: booking.date,
      creditor: credit ? null : booking.counterparty ? { name: booking.counterparty } : null,
      debtor: credit && booking.counterparty ? { name: booking.counterparty } : null,
      remittance_information: [booking.text],
      bank_transaction_code: { description: booking.code },
      balance_after_transaction: booking.pending ? null : { currency: 'EUR', amount: (balance / 100).toFixed(2) },
    };
  });
  return { transactions, balance };
};

/** The months from `months` ago up to this one, with the last day to book in each (today in this month). */
const monthsUpTo = (today: string, months: number) => {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: months + 1 }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 1 - months + index, 1));
    return { year: start.getUTCFullYear(), month: start.getUTCMonth() };
  });
};

/** Seven months of a current account and a savings account of `holder` at `bank` (the months before this one and this one so far). */
export function sandboxAccounts(bank: SandboxBank, holder: string, seed: string, today: string): SandboxAccount[] {
  const market = MARKETS[bank.country];
  const rng = random(`${seed}:${holder}`);
  const salary = rng.int(1850, 2650) * 100;
  const rent = rng.int(6, 9) * 10000;
  const savingsTransfer = 20000;
  const current: Booking[] = [];
  const savings: Booking[] = [];
  const add = (list: Booking[], booking: Booking) => {
    if (booking.date <= today) list.push(booking);
  };
  for (const { year, month } of monthsUpTo(today, 6)) {
    add(current, { date: dayOf(year, month, 27), cents: salary + rng.int(-40, 40) * 100, counterparty: market.employer, text: market.salary(month, year), code: market.codes.transfer });
    add(current, { date: dayOf(year, month, 2), cents: -rent, counterparty: market.landlord, text: market.rent(month, year), code: market.codes.transfer });
    for (const utility of market.utilities) add(current, { date: dayOf(year, month, utility.day), cents: -rng.int(utility.cents[0], utility.cents[1]), counterparty: utility.name, text: utility.text, code: market.codes.debit });
    add(current, { date: dayOf(year, month, 31), cents: -(bank.country === 'IT' ? 300 : 690), counterparty: null, text: market.fee, code: market.codes.fee });
    add(current, { date: dayOf(year, month, 28), cents: -savingsTransfer, counterparty: holder, text: market.savings, code: market.codes.internal });
    add(savings, { date: dayOf(year, month, 28), cents: savingsTransfer, counterparty: holder, text: market.savings, code: market.codes.internal });
    if (month % 3 === 2) add(savings, { date: dayOf(year, month, 31), cents: rng.int(800, 1600), counterparty: bank.name, text: market.interest, code: market.codes.transfer });
    for (let index = 0; index < 12; index += 1) {
      const date = dayOf(year, month, rng.int(1, 28));
      if (rng.next() < 0.15) add(current, { date, cents: -rng.int(5, 25) * 1000, counterparty: null, text: market.cash, code: market.codes.cash });
      else {
        const shop = rng.pick(market.shops);
        add(current, { date, cents: -rng.int(350, 14900), counterparty: shop, text: market.card(shop, date), code: market.codes.card });
      }
    }
  }
  const lastShop = rng.pick(market.shops);
  current.push({ date: today, cents: -rng.int(900, 4900), counterparty: lastShop, text: market.card(lastShop, today), code: market.codes.card, pending: true });
  const accountNumber = (index: number) => String(rng.int(10_000_000, 99_999_999) * 10 + index);
  return [
    { bookings: current, opening: rng.int(800, 2500) * 100, kind: 'CACC' as const, names: market.current },
    { bookings: savings, opening: rng.int(3000, 9000) * 100, kind: 'SVGS' as const, names: market.deposit },
  ].map(({ bookings, opening, kind, names }, index) => {
    const { transactions, balance } = toTransactions(bookings, opening, `${seed}:${index}`);
    return {
      uid: '',
      iban: sandboxIban(bank, accountNumber(index)),
      holder,
      details: names.details,
      product: names.product,
      cash_account_type: kind,
      currency: 'EUR',
      bookedBalance: balance,
      transactions,
    };
  });
}
