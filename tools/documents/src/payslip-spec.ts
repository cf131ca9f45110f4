import { fiscalCode, partitaIva, steuerId } from './identifiers.js';

export interface PayslipLine {
  code: string;
  label: string;
  /** hours, days or a rate as printed ("168,00", "9,19%"), or null */
  quantity: string | null;
  /** cents */
  amount: number;
}

export interface PayslipPerson {
  firstName: string;
  lastName: string;
  /** codice fiscale (IT) or Steuer-ID (DE) */
  taxId: string;
  street: string;
  city: string;
  /** ISO */
  birthDate: string;
}

export interface PayslipEmployer {
  name: string;
  street: string;
  city: string;
  /** partita IVA (IT) or Steuernummer (DE) */
  taxNumber: string;
}

/** Everything a generated payslip prints; the truth the reader's tests compare with. Money in cents. */
export interface PayslipSpec {
  country: 'IT' | 'DE';
  employee: PayslipPerson;
  employer: PayslipEmployer;
  /** yyyy-mm */
  period: string;
  hiringDate: string;
  contractType: 'open-ended' | 'close-ended';
  level: string;
  jobTitle: string;
  earnings: PayslipLine[];
  deductions: PayslipLine[];
  gross: number;
  taxable: number;
  net: number;
  thirteenthMonth: boolean;
  fourteenthMonth: boolean;
}

export const ITALIAN_EMPLOYEE: PayslipPerson = { firstName: 'Mario', lastName: 'Rossi', taxId: fiscalCode('RSSMRA85M01F205'), street: 'Via Giuseppe Garibaldi 12', city: '20121 Milano MI', birthDate: '1985-08-01' };
export const GERMAN_EMPLOYEE: PayslipPerson = { firstName: 'Max', lastName: 'Mustermann', taxId: steuerId('8657492035'), street: 'Lindenstraße 5', city: '50667 Köln', birthDate: '1985-05-12' };
/** The employer that also pays the statements' salary (the fixtures' default payer). */
export const ITALIAN_EMPLOYER: PayslipEmployer = { name: 'ROSSI E BIANCHI S.R.L.', street: 'Via Torino 40', city: '20123 Milano MI', taxNumber: partitaIva('0412345678') };
export const GERMAN_EMPLOYER: PayslipEmployer = { name: 'Muster Technik GmbH', street: 'Industriestraße 12', city: '50667 Köln', taxNumber: '215/5740/1234' };

const percent = (cents: number, rate: number) => Math.round((cents * rate) / 100);

/** Italian monthly IRPEF on the taxable pay: the yearly brackets (23 % to 28.000, 35 % to 50.000, 43 %) over 12, less the employee's deduction. */
const irpef = (taxable: number): number => {
  const yearly = taxable * 12;
  const gross = Math.min(yearly, 2_800_000) * 0.23 + Math.max(0, Math.min(yearly, 5_000_000) - 2_800_000) * 0.35 + Math.max(0, yearly - 5_000_000) * 0.43;
  const deduction = yearly <= 1_500_000 ? 195_500 : yearly <= 2_800_000 ? 190_000 + (12_600 * (2_800_000 - yearly)) / 1_300_000 : yearly <= 5_000_000 ? (190_000 * (5_000_000 - yearly)) / 2_200_000 : 0;
  return Math.max(0, Math.round((gross - deduction) / 12));
};

/** German monthly Lohnsteuer, class I, roughly as the 2025 tariff gives it (enough for figures that add up). */
const lohnsteuer = (taxable: number): number => {
  const yearly = taxable * 12 - 1_230_000;
  if (yearly <= 0) return 0;
  return Math.round((yearly <= 5_000_000 ? yearly * (0.14 + (yearly / 5_000_000) * 0.16) : yearly * 0.3) / 12);
};

export interface PayslipOptions {
  period: string;
  employee?: PayslipPerson;
  employer?: PayslipEmployer;
  /** monthly base pay in cents */
  basePay?: number;
  thirteenthMonth?: boolean;
  contractType?: 'open-ended' | 'close-ended';
}

/** An Italian cedolino whose figures add up: competenze − INPS − IRPEF − addizionali = netto del mese. */
export const italianPayslipSpec = (options: PayslipOptions): PayslipSpec => {
  const base = options.basePay ?? 245_000;
  const earnings: PayslipLine[] = [
    { code: 'Z00001', label: 'Retribuzione ordinaria', quantity: '168,00', amount: base },
    { code: 'Z00250', label: 'Superminimo non assorbibile', quantity: null, amount: 12_000 },
    ...(options.thirteenthMonth ? [{ code: 'Z50000', label: '13ª mensilità', quantity: null, amount: base }] : []),
  ];
  const gross = earnings.reduce((total, line) => total + line.amount, 0);
  const inps = percent(gross, 9.19);
  const taxable = gross - inps;
  const deductions: PayslipLine[] = [
    { code: 'Z00000', label: 'Contributo IVS', quantity: '9,19%', amount: inps },
    { code: 'F03020', label: 'Ritenute IRPEF', quantity: null, amount: irpef(taxable) },
    { code: 'F09110', label: 'Addizionale regionale', quantity: null, amount: percent(taxable, 1.73) },
    { code: 'F09130', label: 'Addizionale comunale', quantity: null, amount: percent(taxable, 0.8) },
  ];
  const net = gross - deductions.reduce((total, line) => total + line.amount, 0);
  return {
    country: 'IT', employee: options.employee ?? ITALIAN_EMPLOYEE, employer: options.employer ?? ITALIAN_EMPLOYER, period: options.period,
    hiringDate: '2018-03-01', contractType: options.contractType ?? 'open-ended', level: '5°', jobTitle: 'IMPIEGATO',
    earnings, deductions, gross, taxable, net, thirteenthMonth: Boolean(options.thirteenthMonth), fourteenthMonth: false,
  };
};

/** A German Abrechnung whose figures add up: Gesamt-Brutto − Lohnsteuer, Soli, Kirchensteuer − KV, RV, AV, PV = Auszahlungsbetrag. */
export const germanPayslipSpec = (options: PayslipOptions): PayslipSpec => {
  const base = options.basePay ?? 380_000;
  const earnings: PayslipLine[] = [
    { code: '2000', label: 'Gehalt', quantity: null, amount: base },
    ...(options.thirteenthMonth ? [{ code: '2300', label: 'Weihnachtsgeld', quantity: null, amount: Math.round(base / 2) }] : []),
  ];
  const gross = earnings.reduce((total, line) => total + line.amount, 0);
  const tax = lohnsteuer(gross);
  const deductions: PayslipLine[] = [
    { code: 'LSt', label: 'Lohnsteuer', quantity: null, amount: tax },
    { code: 'SolZ', label: 'Solidaritätszuschlag', quantity: null, amount: 0 },
    { code: 'KiSt', label: 'Kirchensteuer', quantity: '9%', amount: percent(tax, 9) },
    { code: 'KV', label: 'KV-Beitrag', quantity: '8,55%', amount: percent(gross, 8.55) },
    { code: 'RV', label: 'RV-Beitrag', quantity: '9,30%', amount: percent(gross, 9.3) },
    { code: 'AV', label: 'AV-Beitrag', quantity: '1,30%', amount: percent(gross, 1.3) },
    { code: 'PV', label: 'PV-Beitrag', quantity: '2,40%', amount: percent(gross, 2.4) },
  ];
  const net = gross - deductions.reduce((total, line) => total + line.amount, 0);
  return {
    country: 'DE', employee: options.employee ?? GERMAN_EMPLOYEE, employer: options.employer ?? GERMAN_EMPLOYER, period: options.period,
    hiringDate: '2019-04-01', contractType: options.contractType ?? 'open-ended', level: 'EG 9', jobTitle: 'Sachbearbeiter',
    earnings, deductions, gross, taxable: gross, net, thirteenthMonth: Boolean(options.thirteenthMonth), fourteenthMonth: false,
  };
};
