import type { FiscalForm } from '@tenant/contracts';

/** A figure of a form: its label; `row` sums every amount right of the label (a row of columns). */
export interface FiscalField {
  label: RegExp;
  row?: boolean;
}

/**
 * How one fiscal form prints what the reader needs (data only; labels are matched on lower-cased text
 * with typographic apostrophes unified).
 */
export interface FiscalLayout {
  form: FiscalForm;
  language: 'it' | 'de';
  /** every one must appear in the text for the form to be recognised */
  markers: RegExp[];
  /** the first pattern that matches gives the tax year: its first group plus `offset` (CU 2026 is about 2025) */
  year: { pattern: RegExp; offset: number }[];
  /** income before tax: the fields printed are summed; none printed is a parse failure */
  gross: FiscalField[];
  /** what the net subtracts (taxes, and on the Lohnsteuerbescheinigung the employee's social contributions) */
  deductions: FiscalField[];
  /** the taxpayer's tax id: the first of its kind printed after `after` (or anywhere) */
  taxId: { kind: 'codice_fiscale' | 'steuer_id'; after?: RegExp };
  /** where the taxpayer's name is labelled; absent when the form prints it only in an address window */
  name?: { section?: RegExp; surname: RegExp; givenName: RegExp } | { section?: RegExp; full: RegExp };
  /** the employer: the value of `label` after `section`, or the line after `section` */
  employer?: { section: RegExp; label?: RegExp };
}

/** A numbered box or line of a form (`21 Ritenute Irpef`, `punto 21 ritenute irpef`, `3. Bruttoarbeitslohn`). */
export const numbered = (number: string, label: string): RegExp => new RegExp(`(?:^|\\s)(?:punto\\s+|rigo\\s+|zeile\\s+)?${number}[.)]?\\s+${label}`);
