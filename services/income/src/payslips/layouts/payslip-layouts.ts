import { GERMAN_PAYSLIP_LAYOUTS } from './german-layouts.js';
import { ITALIAN_PAYSLIP_LAYOUTS } from './italian-layouts.js';
import type { LabelledField, PayslipLayout } from './layout-definition.js';

/** Every payroll software's own layout; a payslip none of them matches goes to GENERIC_PAYSLIP_LAYOUT. */
export const PAYSLIP_LAYOUTS: readonly PayslipLayout[] = [...ITALIAN_PAYSLIP_LAYOUTS, ...GERMAN_PAYSLIP_LAYOUTS];

const FIELDS: readonly LabelledField[] = ['employee_name', 'tax_id', 'employer_name', 'employer_tax_number', 'period', 'gross_pay', 'taxable_pay', 'net_pay', 'hiring_date', 'level', 'job_title'];

/** More wording seen on payslips of other software (Inaz, Paghe Web, Sage, Addison, Personio). */
const EXTRA_LABELS: Partial<Record<LabelledField, readonly string[]>> = {
  employee_name: ['lavoratore', 'nome e cognome', 'beschaftigter'],
  period: ['mese di competenza', 'retribuzione del mese', 'abrechnung fur', 'gehaltsabrechnung', 'lohnabrechnung'],
  gross_pay: ['retribuzione lorda', 'lordo', 'brutto'],
  net_pay: ['netto', 'netto-betrag', 'auszahlung'],
  hiring_date: ['anzianita', 'beschaftigt seit', 'eintritt am'],
};

/** The generic extractor: the labels of every layout (specific ones first), then the wording of other software. */
export const GENERIC_PAYSLIP_LAYOUT: PayslipLayout = {
  id: 'generic',
  country: null,
  anchors: [],
  labels: Object.fromEntries(
    FIELDS.map((field) => [field, [...new Set([...PAYSLIP_LAYOUTS.flatMap((layout) => layout.labels[field]), ...(EXTRA_LABELS[field] ?? [])])]]),
  ) as unknown as Record<LabelledField, readonly string[]>,
  employeeInAddressWindow: true,
};
