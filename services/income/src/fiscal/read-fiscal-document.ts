import type { FiscalExtraction } from '@tenant/contracts';
import { groupLines } from '../documents/pdf/text-lines.js';
import { readPdf } from '../documents/pdf/read-pdf.js';
import type { PdfInspection, PdfLine } from '../documents/pdf/pdf-types.js';
import { findLabel, foldText, lineIndexOf, rowAmountsOf, valueOf } from '../documents/reading/labelled-values.js';
import { parseFormMoney } from '../parsing/money.js';
import type { FiscalField, FiscalLayout } from './layouts/fiscal-layout.js';
import { FISCAL_LAYOUTS } from './layouts/fiscal-layouts.js';
import { findTaxId, taxIdValid } from '../parsing/tax-ids.js';

/** What reading a fiscal document gave: the form recognised (null: not a fiscal document) and what was read from it. */
export interface FiscalReading {
  layout: FiscalLayout | null;
  /** null when the form was recognised but its year or income could not be read */
  extraction: FiscalExtraction | null;
  /** what the form should print and was not found (reference_year, gross_annual_income) */
  missing: string[];
}

const YEAR_RANGE = { min: 1990, max: 2100 };
/** A person's or company's name in a box: letters, spaces, apostrophes, dots, hyphens (companies also digits and &). */
const PERSON_NAME = /^[\p{L}][\p{L}' .-]{1,59}$/u;
const COMPANY_NAME = /^[\p{L}\d][\p{L}\d&' .,-]{1,99}$/u;
/** Words of a form's labels, never a value. */
const LABEL_WORDS = /^(?:nome|cognome|sesso|codice fiscale|data di nascita|name|vorname)\b/i;

const nameOf = (pattern: RegExp) => (text: string) => {
  const value = text.trim();
  return pattern.test(value) && !LABEL_WORDS.test(value) ? value : null;
};

const classify = (text: string): FiscalLayout | null => FISCAL_LAYOUTS.find((layout) => layout.markers.every((marker) => marker.test(text))) ?? null;

const yearOf = (layout: FiscalLayout, text: string): number | null => {
  for (const { pattern, offset } of layout.year) {
    const match = pattern.exec(text);
    const year = match ? Number(match[1]) + offset : NaN;
    if (year >= YEAR_RANGE.min && year <= YEAR_RANGE.max) return year;
  }
  return null;
};

/** The printed amounts of the fields, summed; null when none of them is printed. */
const sumOf = (lines: PdfLine[], fields: FiscalField[]): number | null => {
  const values = fields.flatMap((field) => (field.row ? (rowAmountsOf(lines, field.label) ?? []) : [valueOf(lines, field.label, parseFormMoney)].filter((v): v is number => v !== null)));
  return values.length ? values.reduce((total, value) => total + value, 0) : null;
};

const taxIdOf = (layout: FiscalLayout, lines: PdfLine[]): Pick<FiscalExtraction, 'tax_id' | 'tax_id_kind' | 'tax_id_valid'> => {
  const { kind, after } = layout.taxId;
  const label = after ? findLabel(lines, after) : null;
  const from = label ? label.lineIndex + 1 : 0;
  const text = [label?.rest ?? '', ...lines.slice(from).map((line) => line.text)].join('\n');
  const id = findTaxId(kind, text);
  if (id) return { tax_id: id, tax_id_kind: kind, tax_id_valid: taxIdValid(kind, id) };
  // Without an Identifikationsnummer the Lohnsteuerbescheinigung carries the eTIN.
  const etin = kind === 'steuer_id' ? /\betin\b[:\s]*([a-z0-9]{12,16})\b/i.exec(text) : null;
  return etin ? { tax_id: etin[1].toUpperCase(), tax_id_kind: 'etin', tax_id_valid: null } : { tax_id: null, tax_id_kind: null, tax_id_valid: null };
};

const taxpayerNameOf = (layout: FiscalLayout, lines: PdfLine[]): string | null => {
  const name = layout.name;
  if (!name) return null;
  const from = name.section ? Math.max(0, lineIndexOf(lines, name.section)) : 0;
  if ('full' in name) return valueOf(lines, name.full, nameOf(PERSON_NAME), from);
  const surname = valueOf(lines, name.surname, nameOf(PERSON_NAME), from);
  const givenName = valueOf(lines, name.givenName, nameOf(PERSON_NAME), from);
  return surname && givenName ? `${givenName} ${surname}` : (surname ?? givenName);
};

const employerOf = (layout: FiscalLayout, lines: PdfLine[]): string | null => {
  const employer = layout.employer;
  if (!employer) return null;
  const section = lineIndexOf(lines, employer.section);
  if (section < 0) return null;
  if (employer.label) return valueOf(lines, employer.label, nameOf(COMPANY_NAME), section);
  const next = lines[section + 1];
  return next ? nameOf(COMPANY_NAME)(next.cells[0]?.text ?? '') : null;
};

/** Reads the lines of a fiscal document: which form, the tax year, incomes, tax id, taxpayer and employer. */
export const readFiscalLines = (lines: PdfLine[]): FiscalReading => {
  const text = foldText(lines.map((line) => line.text).join(' '));
  const layout = classify(text);
  if (!layout) return { layout: null, extraction: null, missing: [] };
  const year = yearOf(layout, text);
  const gross = sumOf(lines, layout.gross);
  const missing = [...(year === null ? ['reference_year'] : []), ...(gross === null ? ['gross_annual_income'] : [])];
  if (year === null || gross === null) return { layout, extraction: null, missing };
  const deductions = sumOf(lines, layout.deductions);
  return {
    layout,
    missing,
    extraction: {
      kind: 'fiscal',
      form: layout.form,
      reference_year: year,
      gross_annual_income: gross,
      net_annual_income: deductions === null ? null : gross - deductions,
      deductions,
      ...taxIdOf(layout, lines),
      taxpayer_name: taxpayerNameOf(layout, lines),
      employer: employerOf(layout, lines),
    },
  };
};

/** Reads a fiscal document's PDF once: the file's inspection (for the readable checks) and the reading. */
export const readFiscalDocument = async (bytes: Uint8Array): Promise<{ inspection: PdfInspection; reading: FiscalReading | null }> => {
  const { inspection, items } = await readPdf(bytes);
  if (inspection.failure) return { inspection, reading: null };
  return { inspection, reading: readFiscalLines(groupLines(items)) };
};
