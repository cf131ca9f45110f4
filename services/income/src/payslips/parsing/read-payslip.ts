import type { PayslipExtraction } from '@tenant/contracts';
import { addressee } from '../../documents/pdf/address-window.js';
import type { PdfLine } from '../../documents/pdf/pdf-types.js';
import { GENERIC_PAYSLIP_LAYOUT, PAYSLIP_LAYOUTS, labelsOf } from '../layouts/payslip-layouts.js';
import type { LabelledField, PayslipLayout } from '../layouts/layout-definition.js';
import type { PayslipReading, RequiredPayslipField } from '../payslip-types.js';
import { LabelSet, labelledValue, normaliseLabelText, type ValueReader } from './labelled-values.js';
import { columnTotals } from './figure-column.js';
import { codiciFiscaliIn, companyNumberIn, steuerIdsIn } from '../../parsing/tax-ids.js';
import { type PayPeriod, readAmount, readDate, readMoney, readName, readPayPeriod, readPeriodPhrase, readShortText } from './values.js';

/** Words only Italian payslips print, and only German ones: how the generic extractor tells the country. */
const ITALIAN_WORDING = /\b(competenze|trattenute|retribuzione|cedolino|imponibile|netto del mese|netto in busta|inps|irpef)\b/i;
const GERMAN_WORDING = /\b(brutto|lohnsteuer|sozialversicherung|auszahlungsbetrag|abrechnung|steuerklasse|krankenversicherung)\b/i;
/** A legal form in a line marks the company's letterhead when no label names the employer. */
const LEGAL_FORM = /\b(s\.?r\.?l\.?s?|s\.?p\.?a\.?|s\.?n\.?c\.?|s\.?a\.?s\.?|soc\.? coop|gmbh|ag|kg|ohg|se|e\.?\s?k\.?|mbh)\b/i;
/** A 13th or 14th month paid on this payslip: a wage line with the word and an amount, not the accruals box. */
const EXTRA_MONTHS = {
  thirteenth: /(13\s*[ªa°^]?\s*mensilit|tredicesima|weihnachtsgeld|13\.\s*(monats)?gehalt)/i,
  fourteenth: /(14\s*[ªa°^]?\s*mensilit|quattordicesima|urlaubsgeld)/i,
};
const ACCRUALS = /\b(ratei|rateo|maturat|residu|spettant|goduti|anspruch)/i;

const chooseLayout = (text: string, producer: string): PayslipLayout => {
  const haystack = normaliseLabelText(`${text}\n${producer}`);
  return PAYSLIP_LAYOUTS.find((layout) => layout.anchors.some((anchor) => new RegExp(`(?<![\\p{L}])${anchor.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}])`, 'u').test(haystack))) ?? GENERIC_PAYSLIP_LAYOUT;
};

const countryOf = (layout: PayslipLayout, text: string): 'IT' | 'DE' => {
  if (layout.country) return layout.country;
  const italian = (text.match(new RegExp(ITALIAN_WORDING.source, 'gi')) ?? []).length;
  const german = (text.match(new RegExp(GERMAN_WORDING.source, 'gi')) ?? []).length;
  return german > italian ? 'DE' : 'IT';
};

/**
 * The pay period printed without a label, as software that heads the page with it does ("Abrechnung der
 * Brutto/Netto-Bezüge für Oktober 2023" with the words in the form's background, "02.03.-31.03.2026"):
 * the first line of page 1 naming a month and year, an extra month or a one-month range of dates.
 */
const unlabelledPeriod = (lines: PdfLine[]): PayPeriod | null => {
  for (const line of lines) {
    if (line.page !== 1) break;
    // from each cell on: a figure in another column before it ("24" far left of "DICEMBRE 2018") is no day of the month
    const period = line.cells.map((_, index) => readPeriodPhrase(line.cells.slice(index).map((cell) => cell.text).join(' '))).find(Boolean);
    if (period) return period;
  }
  return null;
};

const extraMonthPaid = (lines: PdfLine[], pattern: RegExp): boolean =>
  lines.some((line) => pattern.test(line.text) && !ACCRUALS.test(line.text) && readAmount(line.text.slice(pattern.exec(line.text)?.index ?? 0)) !== null);

/** tempo indeterminato / unbefristet first: their words contain the fixed-term ones. */
const contractTypeOf = (text: string): PayslipExtraction['contract_type'] => {
  if (/tempo\s+indeterminato|\bt\.\s?indet\b|\bunbefristet/i.test(text)) return 'open-ended';
  if (/tempo\s+determinato|\bt\.\s?det(er)?\b|contratto a termine|\bbefristet/i.test(text)) return 'close-ended';
  return null;
};

/** The company's letterhead: the first line of page 1 naming a legal form (its first cell, without the address after it). */
const letterhead = (lines: PdfLine[]): string | null => {
  const line = lines.find((candidate) => candidate.page === 1 && candidate.cells.some((cell) => LEGAL_FORM.test(cell.text)));
  const cell = line?.cells.find((candidate) => LEGAL_FORM.test(candidate.text));
  // DATEV's sender line runs company, street and city together with asterisks or dashes
  return cell ? (readName(cell.text.split(/\s[*•·|]\s?|\s[-–]\s|\*/)[0].trim()) ?? null) : null;
};

/**
 * Reads a payslip from the lines of a PDF: the payroll software's layout (or the generic extractor),
 * then each field by its labels. The employee's tax id is only taken when its check character/digit is
 * valid; nothing that is not printed is filled in. Pay period and net pay are required.
 */
export const readPayslip = (lines: PdfLine[], producer = ''): PayslipReading => {
  const text = lines.map((line) => line.text).join('\n');
  const layout = chooseLayout(text, producer);
  const country = countryOf(layout, text);
  const known = new LabelSet(Object.values(GENERIC_PAYSLIP_LAYOUT.labels).flat());
  const value = <T>(field: LabelledField, read: ValueReader<T>): T | null => labelledValue(lines, labelsOf(layout, field), read, known);

  const taxIdsIn = country === 'IT' ? codiciFiscaliIn : steuerIdsIn;
  // The labelled one first; an Italian payslip's only personal codice fiscale is the employee's even without its label.
  const taxId = value('tax_id', (candidate) => taxIdsIn(candidate)[0] ?? null) ?? (country === 'IT' ? (codiciFiscaliIn(text)[0] ?? null) : null);
  const employeeName = value('employee_name', readName) ?? (layout.employeeInAddressWindow ? addressee(lines) : null);
  const employerName = value('employer_name', readName) ?? letterhead(lines);
  const payPeriod = value('period', readPayPeriod) ?? unlabelledPeriod(lines);
  const period = payPeriod?.month ?? null;
  const labelledNet = value('net_pay', readMoney);
  // Without a net pay label, the amount column's arithmetic (gross less deductions) may still name both.
  const totals = labelledNet === null ? columnTotals(lines) : null;
  const netPay = labelledNet ?? totals?.net ?? null;
  const missing: RequiredPayslipField[] = [...(period ? [] : ['period' as const]), ...(netPay !== null ? [] : ['net_pay' as const])];

  return {
    payslip:
      period && netPay !== null
        ? {
            kind: 'payslip',
            layout: layout.id,
            country,
            employee_name: employeeName,
            tax_id: taxId,
            employer_name: employerName,
            employer_tax_number: value('employer_tax_number', (candidate) => companyNumberIn(candidate, country)),
            period,
            gross_pay: value('gross_pay', readMoney) ?? totals?.gross ?? null,
            taxable_pay: value('taxable_pay', readMoney),
            net_pay: netPay,
            hiring_date: value('hiring_date', readDate),
            contract_type: contractTypeOf(text),
            level: value('level', readShortText),
            job_title: value('job_title', readShortText),
            thirteenth_month: payPeriod?.extraMonth === 13 || extraMonthPaid(lines, EXTRA_MONTHS.thirteenth),
            fourteenth_month: payPeriod?.extraMonth === 14 || extraMonthPaid(lines, EXTRA_MONTHS.fourteenth),
          }
        : null,
    missing,
    text,
  };
};
