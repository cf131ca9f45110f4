import { addDays } from './format.js';
import { fiscalCode, germanIban, italianIban } from './identifiers.js';
import { renderStatement, type RenderOptions } from './render.js';
import { buildActivity, type Holder, type StatementSpec } from './statement-spec.js';
import { TEMPLATES, type TemplateName } from './templates.js';

/** Account data of each template's bank: real bank codes, made-up branch and account numbers. */
const ACCOUNTS: Record<TemplateName, { iban: string }> = {
  intesaSanpaolo: { iban: italianIban('03069', '01600', '100000012345') },
  unicredit: { iban: italianIban('02008', '01633', '000104567890') },
  fineco: { iban: italianIban('03015', '03200', '000003512345') },
  bancoposta: { iban: italianIban('07601', '01600', '001012345678') },
  bper: { iban: italianIban('05387', '12900', '000001234567') },
  sparkasse: { iban: germanIban('37050198', '1234567890') },
  deutscheBank: { iban: germanIban('37070060', '0123456700') },
  ingDe: { iban: germanIban('50010517', '5401234567') },
  n26: { iban: germanIban('10011001', '2012345678') },
  volksbank: { iban: germanIban('37160087', '0001234567') },
  commerzbank: { iban: germanIban('37040044', '0532013000') },
};

export const ITALIAN_HOLDER: Holder = { name: 'Mario Rossi', street: 'Via Giuseppe Garibaldi 12', city: '20121 Milano MI', fiscalCode: fiscalCode('RSSMRA85M01F205') };
export const GERMAN_HOLDER: Holder = { name: 'Max Mustermann', street: 'Lindenstraße 5', city: '50667 Köln', salutation: 'Herrn' };

export interface FixtureOptions {
  /** Last day covered; the statement ends there. Defaults to the end of last month. */
  periodTo?: string;
  months?: number;
  holder?: Holder;
  salary?: number;
  rent?: number;
  seed?: number;
  perMonth?: number;
  iban?: string;
  /** the salary's payer as the bookings print it */
  employer?: string;
}

const endOfLastMonth = () => {
  const now = new Date();
  return addDays(`${now.toISOString().slice(0, 7)}-01`, -1);
};

/** The statement a template's bank would send for the given months: the truth the tests compare with. */
export const statementSpec = (name: TemplateName, options: FixtureOptions = {}): StatementSpec => {
  const template = TEMPLATES[name];
  const periodTo = options.periodTo ?? endOfLastMonth();
  const months = options.months ?? 1;
  const start = new Date(`${periodTo.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - (months - 1));
  const periodFrom = start.toISOString().slice(0, 10);
  const italianBank = template.language === 'it';
  return {
    template: template.id,
    holder: options.holder ?? (italianBank ? ITALIAN_HOLDER : GERMAN_HOLDER),
    iban: options.iban ?? ACCOUNTS[name].iban,
    periodFrom,
    periodTo,
    openingBalance: 184_523,
    number: Number(periodTo.slice(5, 7)),
    transactions: buildActivity({
      language: template.language,
      periodFrom,
      periodTo,
      seed: options.seed ?? 7,
      salary: options.salary ?? 215_000,
      rent: options.rent ?? 85_000,
      perMonth: options.perMonth,
      employer: options.employer,
    }),
  };
};

export const renderFixture = (name: TemplateName, spec: StatementSpec, options?: RenderOptions): Promise<Uint8Array> => renderStatement(spec, TEMPLATES[name], options);
