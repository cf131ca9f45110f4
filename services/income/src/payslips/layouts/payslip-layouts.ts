import { GERMAN_PAYSLIP_LAYOUTS } from './german-layouts.js';
import { ITALIAN_PAYSLIP_LAYOUTS } from './italian-layouts.js';
import type { LabelledField, PayslipLayout } from './layout-definition.js';

/** Every payroll software's own layout; a payslip none of them matches goes to GENERIC_PAYSLIP_LAYOUT. */
export const PAYSLIP_LAYOUTS: readonly PayslipLayout[] = [...ITALIAN_PAYSLIP_LAYOUTS, ...GERMAN_PAYSLIP_LAYOUTS];

const FIELDS: readonly LabelledField[] = ['employee_name', 'tax_id', 'employer_name', 'employer_tax_number', 'period', 'gross_pay', 'taxable_pay', 'net_pay', 'hiring_date', 'level', 'job_title'];

/**
 * Wording families seen on payslips of every software (Inaz, Paghe Web, NoiPA, Sage, Addison, Personio,
 * zvoove, the LUL models): how Italian and German payslips name the pay period, gross and net pay. They
 * back up every layout, since a software's layout changes with its version and its customer's settings.
 */
const WORDING_FAMILIES: Partial<Record<LabelledField, readonly string[]>> = {
  employee_name: ['lavoratore', 'nome e cognome', 'beschaftigter'],
  period: ['mese retribuito', 'mese di competenza', 'retribuzione del mese', 'periodo di paga', 'abrechnungsmonat', 'abrechnungs-monat', 'abrechnungszeitraum', 'abrechnung fur', 'gehaltsabrechnung', 'lohnabrechnung', 'periodo'],
  gross_pay: ['totale competenze', 'totale lordo', 'retribuzione lorda', 'gesamtbrutto', 'gesamt-brutto', 'bruttoverdienst', 'brutto-verdienst', 'bruttobezuge', 'lordo', 'brutto'],
  net_pay: [
    'netto in busta', 'netto busta', 'netto del mese', 'netto da pagare', 'netto a pagare', 'totale netto', 'netto mese',
    'auszahlungsbetrag', 'uberweisungsbetrag', 'auszahlung', 'netto-verdienst', 'nettoverdienst', 'nettobezuge', 'nettobezug', 'netto-betrag', 'netto',
  ],
  hiring_date: ['anzianita', 'beschaftigt seit', 'eintritt am'],
};

const FIELD_LABELS = (field: LabelledField): readonly string[] => [
  ...new Set([...PAYSLIP_LAYOUTS.flatMap((layout) => layout.labels[field]), ...(WORDING_FAMILIES[field] ?? [])]),
];

/** The generic extractor: the labels of every layout (specific ones first), then the wording families. */
export const GENERIC_PAYSLIP_LAYOUT: PayslipLayout = {
  id: 'generic',
  country: null,
  anchors: [],
  labels: Object.fromEntries(FIELDS.map((field) => [field, FIELD_LABELS(field)])) as unknown as Record<LabelledField, readonly string[]>,
  employeeInAddressWindow: true,
};

/**
 * The labels a layout reads a field by: its own first, then every other layout's and the wording families,
 * so that a payslip whose software was recognised but whose model differs (a LUL "Mod. Cedolino TS" with
 * "MESE RETRIBUITO" and "NETTO BUSTA") is still read.
 */
export const labelsOf = (layout: PayslipLayout, field: LabelledField): readonly string[] => [...new Set([...layout.labels[field], ...GENERIC_PAYSLIP_LAYOUT.labels[field]])];
